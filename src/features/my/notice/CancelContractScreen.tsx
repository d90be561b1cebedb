import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { cancellationReasons } from '@contract/enumValues';
import type { CancellationRequest } from '@contract/rental';
import { TerminationContext, TerminationProvider, type TerminationEffects } from '@machines/termination/provider';
import {
  selectFirstDay,
  selectRequestedDay,
  selectSubmitting,
  selectTerminationFailure,
  selectTerminationView,
  selectUnpaidInvoices,
} from '@machines/termination/selectors';
import { FieldError } from '@shared/form/FieldError';
import { FormSuccess } from '@shared/form/FormParts';
import { TextField } from '@shared/form/Fields';
import { TextAreaField } from '@shared/form/TextAreaField';
import { FormFrame } from '@shared/form/FormFrame';
import { useForm } from '@shared/form/useForm';
import type { FieldErrors } from '@shared/form/validation';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { MyAreaFrame } from '@shared/layout/MyAreaFrame';
import { PageLoading } from '@shared/layout/PageLoading';
import { AppLink } from '@shared/navigation/AppLink';
import type { ScreenProps } from '@shared/routing/routeDef';
import { paths } from '@shared/routing/paths';
import { terminationEffects } from './noticeEffects';
import { withFilters } from '../shared/listQuery';
import '../shared/My.css';
import { RetryAlert } from '@shared/errors/RetryAlert';

const reasons = cancellationReasons;
type Reason = (typeof reasons)[number];
const NOTE_MAX = 2000;

/** Give notice on a contract: the last day (not before the earliest possible), the reasons, a note. */
export default function CancelContractScreen({
  params,
  effects = terminationEffects,
}: ScreenProps & { effects?: TerminationEffects }) {
  const contractId = Number(params.id);
  const [chosen] = useState(() => effects);
  return (
    <MyAreaFrame
      titleId="my.cancel.title"
      introId="my.cancel.intro"
      links={[{ to: paths.myContract(contractId), messageId: 'my.backToContract' }]}
    >
      <TerminationProvider key={contractId} contractId={contractId} effects={chosen}>
        <TerminationView contractId={contractId} />
      </TerminationProvider>
    </MyAreaFrame>
  );
}

function TerminationView({ contractId }: { contractId: number }) {
  const view = TerminationContext.useSelector(selectTerminationView);
  const failure = TerminationContext.useSelector(selectTerminationFailure);
  const requestedDay = TerminationContext.useSelector(selectRequestedDay);
  const { send } = TerminationContext.useActorRef();
  const format = useFormatters();
  switch (view) {
    case 'loading':
      return <PageLoading />;
    case 'loadFailed':
      return (
        <RetryAlert
          code={failure?.code ?? 'weApologize'}
          onRetry={() => send({ type: 'retry' })}
          label={<FormattedMessage id="my.tryAgain" />}
        />
      );
    case 'alreadyRequested':
      return (
        <div className="notice my-outcome" role="status">
          <p>
            <FormattedMessage id="errors.cancellation/already-requested" />
          </p>
          <AppLink to={paths.myContract(contractId)} className="button button--secondary">
            <FormattedMessage id="my.backToContract" />
          </AppLink>
        </div>
      );
    case 'requested':
      return (
        <FormSuccess>
          <h2>
            <FormattedMessage id="my.cancel.requested.title" />
          </h2>
          <p>
            <FormattedMessage
              id="my.cancel.requested.text"
              values={{ date: requestedDay ? format.date(requestedDay) : '' }}
            />
          </p>
          <AppLink to={paths.myContract(contractId)} className="button button--primary">
            <FormattedMessage id="my.backToContract" />
          </AppLink>
        </FormSuccess>
      );
    default:
      return <TerminationForm />;
  }
}

const initial = {
  day: '',
  note: '',
  /** Carries the reasons' message (the server names the field `reasons`); the checkboxes hold the choice. */
  reasons: '',
  ...(Object.fromEntries(reasons.map((reason) => [reason, false])) as Record<Reason, boolean>),
};

function TerminationForm() {
  const t = useT();
  const format = useFormatters();
  const firstDay = TerminationContext.useSelector(selectFirstDay) ?? '';
  const submitting = TerminationContext.useSelector(selectSubmitting);
  const unpaid = TerminationContext.useSelector(selectUnpaidInvoices);
  const failure = TerminationContext.useSelector(selectTerminationFailure);
  const { send } = TerminationContext.useActorRef();
  const form = useForm(initial, failure);
  const reasonsId = useId();

  const requestOf = (values: typeof form.values): CancellationRequest => ({
    day: values.day,
    note: values.note.trim() || null,
    reasons: reasons.filter((reason) => values[reason]),
  });
  const validate = (values: typeof form.values): FieldErrors => {
    const errors: FieldErrors = {};
    if (!values.day) errors.day = 'revalid/rule/basic/not-null';
    if (!reasons.some((reason) => values[reason])) errors.reasons = 'mustBeChecked';
    if (values.note.trim().length > NOTE_MAX) errors.note = { code: 'field/too-long', limit: NOTE_MAX };
    return errors;
  };
  const reasonsError = form.errors.reasons;

  return (
    <FormFrame
      form={form}
      label={t('my.cancel.title')}
      mandatoryNote
      validate={validate}
      onValid={(values) => send({ type: 'submit', request: requestOf(values) })}
      busy={submitting}
      submitLabel={<FormattedMessage id="my.cancel.submit" />}
      alertAction={
        unpaid && (
          <p>
            <AppLink to={withFilters(paths.myRents, 'show=unpaid')} className="link-target">
              <FormattedMessage id="my.cancel.seeUnpaid" />
            </AppLink>
          </p>
        )
      }
    >
      <TextField
        {...form.field('day')}
        type="date"
        min={firstDay || undefined}
        required
        label={t('my.cancel.day')}
        hint={firstDay ? t('my.cancel.dayHint', { date: format.date(firstDay) }) : undefined}
      />
      <fieldset aria-describedby={reasonsError ? `${reasonsId}-error` : undefined}>
        <legend>
          <FormattedMessage id="my.cancel.reasons" />
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {reasons.map((reason, index) => (
          <div key={reason} className="field field--checkbox">
            <input
              id={`${reasonsId}-${reason}`}
              name={reason}
              type="checkbox"
              className="field__checkbox"
              checked={form.values[reason]}
              onChange={(event) => {
                form.set(reason, event.target.checked);
                form.set('reasons', '');
              }}
              aria-invalid={reasonsError && index === 0 ? true : undefined}
              aria-describedby={reasonsError ? `${reasonsId}-error` : undefined}
            />
            <label className="field__label" htmlFor={`${reasonsId}-${reason}`}>
              <FormattedMessage id={`my.cancel.reason.${reason}`} />
            </label>
          </div>
        ))}
        <FieldError id={`${reasonsId}-error`} code={reasonsError} />
      </fieldset>
      <TextAreaField {...form.field('note')} rows={4} label={t('my.cancel.note')} />
    </FormFrame>
  );
}

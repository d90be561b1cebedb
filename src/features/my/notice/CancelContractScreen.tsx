import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { cancellationReasons } from '@contract/enumValues';
import type { CancellationRequest } from '@contract/rental';
import { TerminationContext, TerminationProvider, type TerminationEffects } from '@machines/termination/provider';
import {
  forfeitedDays,
  selectFirstDay,
  selectPaidThrough,
  selectRequestedDay,
  selectSubmitting,
  selectTerminationFailure,
  selectTerminationView,
  selectUnpaidInvoices,
} from '@machines/termination/selectors';
import { FieldError } from '@shared/form/FieldError';
import { FormSuccess } from '@shared/form/FormParts';
import { CheckboxField, TextField } from '@shared/form/Fields';
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

/**
 * Give notice on a contract: the last day (not before the earliest possible), the reasons, a note.
 * The paid-through day is shown and offered in one tap; a day before it names the paid days that are
 * not refunded and needs the customer's tick before the notice is sent.
 */
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
        <TerminationView />
      </TerminationProvider>
    </MyAreaFrame>
  );
}

function TerminationView() {
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
      // The way back to the contract is the frame's link under the panel.
      return (
        <div className="notice my-outcome" role="status">
          <p>
            <FormattedMessage id="errors.cancellation/already-requested" />
          </p>
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
        </FormSuccess>
      );
    default:
      return <TerminationForm />;
  }
}

const initial = {
  day: '',
  /** The customer's tick that the paid rent after the chosen day is not refunded; cleared when the day changes. */
  acknowledgeForfeit: false,
  note: '',
  /** Carries the reasons' message (the server names the field `reasons`); the checkboxes hold the choice. */
  reasons: '',
  ...(Object.fromEntries(reasons.map((reason) => [reason, false])) as Record<Reason, boolean>),
};

function TerminationForm() {
  const t = useT();
  const format = useFormatters();
  const firstDay = TerminationContext.useSelector(selectFirstDay) ?? '';
  const paidThrough = TerminationContext.useSelector(selectPaidThrough);
  const submitting = TerminationContext.useSelector(selectSubmitting);
  const unpaid = TerminationContext.useSelector(selectUnpaidInvoices);
  const failure = TerminationContext.useSelector(selectTerminationFailure);
  const { send } = TerminationContext.useActorRef();
  const form = useForm(initial, failure);
  const reasonsId = useId();

  const forfeit = forfeitedDays(form.values.day, paidThrough);
  const forfeitRange = forfeit && { from: format.date(forfeit.from), to: format.date(forfeit.to) };
  const chooseDay = (day: string) => {
    form.set('day', day);
    form.set('acknowledgeForfeit', false);
  };

  const requestOf = (values: typeof form.values): CancellationRequest => ({
    day: values.day,
    note: values.note.trim() || null,
    reasons: reasons.filter((reason) => values[reason]),
    ...(forfeitedDays(values.day, paidThrough) && { acknowledgeForfeit: values.acknowledgeForfeit }),
  });
  const validate = (values: typeof form.values): FieldErrors => {
    const errors: FieldErrors = {};
    if (!values.day) errors.day = 'revalid/rule/basic/not-null';
    if (forfeitedDays(values.day, paidThrough) && !values.acknowledgeForfeit)
      errors.acknowledgeForfeit = 'mustBeChecked';
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
        onChange={chooseDay}
        type="date"
        min={firstDay || undefined}
        required
        label={t('my.cancel.day')}
        hint={[
          firstDay && t('my.cancel.dayHint', { date: format.date(firstDay) }),
          paidThrough && t('my.cancel.paidThrough', { date: format.date(paidThrough) }),
        ]
          .filter(Boolean)
          .join(' ')}
      />
      {paidThrough && paidThrough > firstDay && (
        <p>
          <button type="button" className="button button--secondary" onClick={() => chooseDay(paidThrough)}>
            {t('my.cancel.usePaid', { date: format.date(paidThrough) })}
          </button>
        </p>
      )}
      {forfeitRange && (
        <div className="notice" role="status">
          <p>{t('my.cancel.forfeit', forfeitRange)}</p>
          <CheckboxField
            {...form.checkbox('acknowledgeForfeit')}
            required
            label={t('my.cancel.forfeitAck', forfeitRange)}
          />
        </div>
      )}
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

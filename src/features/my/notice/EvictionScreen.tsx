import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { EvictionContext, EvictionProvider, type EvictionEffects } from '@machines/eviction/provider';
import {
  selectConfirming,
  selectEvictionContract,
  selectEvictionFailure,
  selectEvictionLastDay,
  selectEvictionView,
} from '@machines/eviction/selectors';
import { FormSuccess } from '@shared/form/FormParts';
import { useFormatters } from '@shared/i18n/formatters';
import { MyAreaFrame } from '@shared/layout/MyAreaFrame';
import { PageLoading } from '@shared/layout/PageLoading';
import { AppLink } from '@shared/navigation/AppLink';
import type { ScreenProps } from '@shared/routing/routeDef';
import { paths } from '@shared/routing/paths';
import { evictionEffects } from './noticeEffects';
import '../shared/My.css';
import { ErrorAlert } from '@shared/errors/ErrorAlert';
import { RetryAlert } from '@shared/errors/RetryAlert';

/** Confirm the box is emptied and cleaned after notice was given. */
export default function EvictionScreen({
  params,
  effects = evictionEffects,
}: ScreenProps & { effects?: EvictionEffects }) {
  const contractId = Number(params.id);
  const [chosen] = useState(() => effects);
  return (
    <MyAreaFrame
      titleId="my.eviction.title"
      introId="my.eviction.intro"
      links={[{ to: paths.myContract(contractId), messageId: 'my.backToContract' }]}
    >
      <EvictionProvider key={contractId} contractId={contractId} effects={chosen}>
        <EvictionView contractId={contractId} />
      </EvictionProvider>
    </MyAreaFrame>
  );
}

function EvictionView({ contractId }: { contractId: number }) {
  const view = EvictionContext.useSelector(selectEvictionView);
  const contract = EvictionContext.useSelector(selectEvictionContract);
  const failure = EvictionContext.useSelector(selectEvictionFailure);
  const confirming = EvictionContext.useSelector(selectConfirming);
  const lastDay = EvictionContext.useSelector(selectEvictionLastDay);
  const { send } = EvictionContext.useActorRef();
  const format = useFormatters();
  const endDate = lastDay ? format.date(lastDay) : '';
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
    case 'confirmed':
      return (
        <FormSuccess>
          <h2>
            <FormattedMessage id="my.eviction.confirmed.title" />
          </h2>
          <p>
            <FormattedMessage id="my.eviction.confirmed.text" values={{ date: endDate }} />
          </p>
        </FormSuccess>
      );
    case 'alreadyConfirmed':
      return (
        <p className="notice my-outcome" role="status">
          <FormattedMessage id="errors.eviction/already-confirmed" />
        </p>
      );
    case 'noNoticePending':
      return (
        <div className="notice my-outcome" role="status">
          <p>
            <FormattedMessage id="my.eviction.noNotice" />
          </p>
          {contract?.status === 'ACTIVE' && (
            <AppLink to={paths.myContractCancel(contractId)} className="button button--secondary">
              <FormattedMessage id="my.cancel.title" />
            </AppLink>
          )}
        </div>
      );
    default:
      return (
        <div className="my-eviction">
          {contract && (
            <p>
              <FormattedMessage
                id="my.eviction.contract"
                values={{ number: contract.businessId, box: contract.boxName, warehouse: contract.warehouse.name }}
              />
            </p>
          )}
          <ul className="my-eviction__points">
            <li>
              <FormattedMessage id="my.eviction.point.empty" />
            </li>
            <li>
              <FormattedMessage id="my.eviction.point.end" values={{ date: endDate }} />
            </li>
            <li>
              <FormattedMessage id="my.eviction.point.final" />
            </li>
          </ul>
          <ErrorAlert code={failure?.code ?? null} />
          <button
            type="button"
            className="button button--primary"
            onClick={() => send({ type: 'confirm' })}
            disabled={confirming}
            aria-busy={confirming || undefined}
          >
            <FormattedMessage id={confirming ? 'auth.form.sending' : 'my.eviction.confirm'} />
          </button>
        </div>
      );
  }
}

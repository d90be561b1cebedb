import { useSelector } from '@xstate/react';
import './Profile.css';
import { FormattedMessage } from 'react-intl';
import type { ReferralInfo } from '@contract/profile';
import { useReferralActor, type ReferralEffects } from '@machines/referral/provider';
import {
  selectCopied,
  selectCopying,
  selectReferral,
  selectReferralFailure,
  selectReferralState,
} from '@machines/referral/selectors';
import { useFormatters } from '@shared/i18n/formatters';
import { browserReferralEffects } from './profileExtrasEffects';
import { RetryAlert } from '@shared/errors/RetryAlert';

/**
 * Recommend us: the share link with a copy button, the contracts it brought, the reward earned, the
 * balance and the reward account's movements (the lifecycle is the referral machine's).
 */
export function ReferralBlock({ effects = browserReferralEffects }: { effects?: ReferralEffects }) {
  const actor = useReferralActor(effects);
  const state = useSelector(actor, selectReferralState);
  const referral = useSelector(actor, selectReferral);
  const failure = useSelector(actor, selectReferralFailure);
  const copying = useSelector(actor, selectCopying);
  const copied = useSelector(actor, selectCopied);
  return (
    <section
      className="profile__referral"
      aria-labelledby="profile-referral"
      aria-busy={state === 'Loading' || undefined}
    >
      <h2 id="profile-referral">
        <FormattedMessage id="profile.group.referral" />
      </h2>
      <p>
        <FormattedMessage id="profile.referral.intro" />
      </p>
      {state === 'Loading' && (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {failure && (
        <RetryAlert
          code={failure.code}
          onRetry={() => actor.send({ type: 'retry' })}
          label={<FormattedMessage id="profile.retry" />}
        />
      )}
      {referral && (
        <>
          <p className="profile__share">
            <span id="profile-referral-link">
              <FormattedMessage id="profile.referral.link" />
            </span>{' '}
            <a href={referral.url} aria-describedby="profile-referral-link" className="profile__share-link">
              {referral.url}
            </a>{' '}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => actor.send({ type: 'copy' })}
              disabled={copying}
            >
              <FormattedMessage id="profile.referral.copy" />
            </button>
          </p>
          <p aria-live="polite" className="profile__share-outcome">
            {copied === 'copied' && <FormattedMessage id="profile.referral.copied" />}
            {copied === 'refused' && <FormattedMessage id="profile.referral.copyRefused" />}
          </p>
          <ReferralFacts referral={referral} />
        </>
      )}
    </section>
  );
}

function ReferralFacts({ referral }: { referral: ReferralInfo }) {
  const { money, number, date } = useFormatters();
  return (
    <>
      <dl className="profile__facts">
        <dt>
          <FormattedMessage id="profile.referral.contracts" />
        </dt>
        <dd>{number(referral.totalContracts)}</dd>
        <dt>
          <FormattedMessage id="profile.referral.reward" />
        </dt>
        <dd>{money(referral.amount)}</dd>
        <dt>
          <FormattedMessage id="profile.referral.balance" />
        </dt>
        <dd>{money(referral.balance)}</dd>
      </dl>
      <h3>
        <FormattedMessage id="profile.referral.transactions" />
      </h3>
      {referral.transactions.length === 0 ? (
        <p>
          <FormattedMessage id="profile.referral.noTransactions" />
        </p>
      ) : (
        <table className="profile__movements">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="profile.referral.date" />
              </th>
              <th scope="col">
                <FormattedMessage id="profile.referral.movement" />
              </th>
              <th scope="col" className="profile__amount">
                <FormattedMessage id="profile.referral.amount" />
              </th>
            </tr>
          </thead>
          <tbody>
            {referral.transactions.map((t) => (
              <tr key={t.id}>
                <td>{date(new Date(t.createdAt))}</td>
                <td>
                  <FormattedMessage id={`profile.referral.${t.type}`} />
                </td>
                <td className="profile__amount">
                  {money({ ...t.amount, minor: t.type === 'DEBIT' ? -t.amount.minor : t.amount.minor })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

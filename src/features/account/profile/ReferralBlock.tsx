import { FormattedMessage } from 'react-intl';
import type { ReferralInfo } from '../../../../contract/profile';
import { useFormatters } from '../../../shared/i18n/formatters';

/** Referral: the share link, contracts acquired, reward and the account balance. */
export function ReferralBlock({ referral }: { referral: ReferralInfo }) {
  const { money, number } = useFormatters();
  return (
    <section className="profile__referral" aria-labelledby="profile-referral">
      <h2 id="profile-referral">
        <FormattedMessage id="profile.group.referral" />
      </h2>
      <p>
        <FormattedMessage id="profile.referral.link" />{' '}
        <a href={referral.url}>{referral.url}</a>
      </p>
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
    </section>
  );
}

import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Consents as ConsentValues } from '@machines/order/events';
import { CheckboxField } from '@shared/form/Fields';
import { SubmitButton } from '@shared/form/FormParts';
import { useForm } from '@shared/form/useForm';
import { lazyValidator } from '@shared/form/lazyValidator';
import { paths } from '@shared/routing/paths';
import { useLegalLinks } from '@shared/legal/useLegalLinks';
import { AppLink } from '@shared/navigation/AppLink';
import './Consents.css';

type ConsentBoxes = { terms: boolean; recurringPayments: boolean; privacy: boolean; newsletter: boolean };
const unticked: ConsentBoxes = { terms: false, recurringPayments: false, privacy: false, newsletter: false };

const consents = lazyValidator(() => import('@contract/order').then((m) => m.OrderConsents));

/**
 * The three consents that must be ticked before paying (terms, recurring payments
 * with the note that repeated payments exclude the discount, privacy), plus the newsletter. The
 * provider's name comes from the server: Hungary and Romania name another card payment provider.
 */
export function Consents({
  providerName,
  monthlyPrice,
  busy,
  onPlace,
}: {
  providerName: string;
  monthlyPrice: string;
  busy: boolean;
  onPlace: (consents: ConsentValues) => void;
}) {
  const { values, set, errors, submitWith, formRef } = useForm<ConsentBoxes>(unticked, null);
  const { termsUrl } = useLegalLinks();
  const external = (chunks: ReactNode[]) =>
    termsUrl ? (
      <a href={termsUrl} target="_blank" rel="noreferrer">
        {chunks}
      </a>
    ) : (
      chunks
    );
  const privacy = (chunks: ReactNode[]) => <AppLink to={paths.gdpr}>{chunks}</AppLink>;

  return (
    <form
      ref={formRef}
      className="form form--wide order-consents"
      noValidate
      onFocus={consents.preload}
      onInput={consents.preload}
      onSubmit={submitWith(
        (v) => consents.validate(v),
        (v) => onPlace(consents.parse(v)),
      )}
    >
      <p className="notice">
        <FormattedMessage id="payment.provider" values={{ provider: providerName }} />
      </p>
      <CheckboxField
        name="terms"
        required
        checked={values.terms}
        error={errors.terms}
        onChange={(checked) => set('terms', checked)}
        label={<FormattedMessage id="checkout.consent.terms" values={{ link: external }} />}
      />
      <CheckboxField
        name="recurringPayments"
        required
        checked={values.recurringPayments}
        error={errors.recurringPayments}
        onChange={(checked) => set('recurringPayments', checked)}
        label={
          <FormattedMessage id="checkout.consent.recurring" values={{ provider: providerName, price: monthlyPrice }} />
        }
        hint={<FormattedMessage id="checkout.consent.recurringNote" />}
      />
      <CheckboxField
        name="privacy"
        required
        checked={values.privacy}
        error={errors.privacy}
        onChange={(checked) => set('privacy', checked)}
        label={<FormattedMessage id="checkout.consent.privacy" values={{ link: privacy }} />}
      />
      <CheckboxField
        name="newsletter"
        checked={values.newsletter}
        onChange={(checked) => set('newsletter', checked)}
        label={<FormattedMessage id="checkout.consent.newsletter" />}
      />
      <SubmitButton busy={busy}>
        <FormattedMessage id="checkout.pay" />
      </SubmitButton>
    </form>
  );
}

import { useCallback, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DraftInvoicingDetails } from '@machines/order/draft';
import { emptyDetails } from '@machines/order/draft';
import { useOrder, useOrderActor } from '@machines/order/provider';
import {
  selectDetailsFailure,
  selectDetailsState,
  selectDraft,
  selectHasSelection,
  selectSignedIn,
} from '@machines/order/selectors';
import { loginRedirect, paths } from '@shared/routing/paths';
import { useConfig } from '@shared/config/ConfigContext';
import { AppLink, useAppNavigate } from '@shared/navigation/AppLink';
import { offerPath } from '../links';
import { StepLoading } from '../StepState';
import { DetailsForm } from './DetailsForm';

/**
 * The e-mail or phone typed belongs to an account: the customer has been here before. Signing in keeps
 * the draft (box, period, insurance, voucher live in storage) and fills the details from the account.
 */
const returningCustomerText: Partial<Record<string, string>> = {
  'Autoregistration/email-taken': 'checkout.returning.email',
  'Autoregistration/phone-taken': 'checkout.returning.phone',
};

/** Step 2: log in, or continue without login (the account is then created with the order). */
export function DetailsStep() {
  const actor = useOrderActor();
  const navigate = useAppNavigate();
  const { country } = useConfig();
  const draft = useOrder(selectDraft);
  const state = useOrder(selectDetailsState);
  const failure = useOrder(selectDetailsFailure);
  const signedIn = useOrder(selectSignedIn);
  const hasSelection = useOrder(selectHasSelection);

  useEffect(() => {
    const subscription = actor.on('details-verified', () => navigate(paths.orderSummary));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  const onEdit = useCallback(
    (details: DraftInvoicingDetails) => actor.send({ type: 'details-edited', details }),
    [actor],
  );
  const onSubmit = useCallback(
    (details: DraftInvoicingDetails) => actor.send({ type: 'details-submitted', details }),
    [actor],
  );

  if (!hasSelection) {
    return (
      <p className="notice">
        <FormattedMessage id="order.noSelection" />{' '}
        <AppLink to={offerPath(draft)}>
          <FormattedMessage id="order.backToOffer" />
        </AppLink>
      </p>
    );
  }
  if (state === 'RefillingFromProfile') return <StepLoading messageId="checkout.details.refilling" />;
  const returning = !signedIn && failure ? returningCustomerText[failure.code] : undefined;
  return (
    <div className="order-step">
      {!signedIn && (
        <section className="order-login" aria-labelledby="order-login-title">
          <h2 id="order-login-title">
            <FormattedMessage id="checkout.login.title" />
          </h2>
          <p>
            <FormattedMessage id="checkout.login.text" />
          </p>
          <AppLink to={loginRedirect(paths.orderDetails)} className="button button--secondary">
            <FormattedMessage id="checkout.login.link" />
          </AppLink>
          <p className="field__hint">
            <FormattedMessage id="checkout.login.withoutLogin" />
          </p>
        </section>
      )}
      {returning && (
        <section className="notice returning-customer" role="alert" aria-labelledby="returning-customer-title">
          <h2 id="returning-customer-title">
            <FormattedMessage id="checkout.returning.title" />
          </h2>
          <p>
            <FormattedMessage id={returning} />
          </p>
          <AppLink to={loginRedirect(paths.orderDetails)} className="button button--primary">
            <FormattedMessage id="checkout.returning.login" />
          </AppLink>
        </section>
      )}
      <DetailsForm
        key={draft.version}
        initial={draft.invoicingDetails ?? emptyDetails(country)}
        forceValidate={draft.forceValidate}
        failure={failure}
        busy={state === 'Verifying'}
        onEdit={onEdit}
        onSubmit={onSubmit}
      />
    </div>
  );
}

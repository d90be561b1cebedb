import { Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ErrorCode } from '@contract/errors';
import type { Language } from '@contract/primitives';
import type { OrderDraft } from '@machines/order/draft';
import type { Consents as ConsentValues } from '@machines/order/events';
import { loadDetailsRules } from '@machines/order/detailsRules';
import { isUnavailable } from '@machines/order/failure';
import { useOrder, useOrderActor } from '@machines/order/provider';
import {
  selectDetailsVerified,
  selectDraft,
  selectHeldOrder,
  selectPlaceFailure,
  selectPlacementState,
  selectPlacingOrder,
  selectSummary,
  selectSummaryFailure,
  selectSummaryState,
} from '@machines/order/selectors';
import { paths } from '@shared/routing/paths';
import { useFormatters } from '@shared/i18n/formatters';
import { useLanguage } from '@shared/i18n/LocaleProvider';
import { AppLink, AppRedirect, useLimitedView } from '@shared/navigation/AppLink';
import { withLimitedView } from '@shared/navigation/limitedView';
import { lazyWithMessages } from '@shared/routing/routeDef';
import { backToWarehouse, offerPath } from '../links';
import { StepLoading, StepProblem } from '../StepState';
import { Consents } from './Consents';
import { InvoiceTo } from './InvoiceTo';
import { PriceLines } from './PriceLines';

/** Where a refusal of the placement sends the visitor to fix it. */
function fixLinkOf(code: ErrorCode, draft: OrderDraft): { to: string; messageId: string } | null {
  if (isUnavailable({ status: 409, code, fields: [] }))
    return { to: backToWarehouse(draft.warehouseId), messageId: 'order.backToWarehouse' };
  if (code === 'order/voucher-invalid') return { to: offerPath(draft), messageId: 'order.backToOffer' };
  if (code.startsWith('Autoregistration/')) return { to: paths.orderDetails, messageId: 'checkout.editDetails' };
  return null;
}

const preloadDetailsRules = () => void loadDetailsRules().catch(() => undefined);

// An order placed from this draft that still holds the box, or was paid meanwhile, is known only to
// a visitor back from the card page: its notices and their texts are downloaded then, while the
// summary asks how the order stands.
const HeldOrder = lazyWithMessages<Record<string, never>>(
  () => import('./HeldOrder').then((module) => ({ default: module.HeldOrder })),
  ['heldOrder'],
);
const PlacedOrderPaid = lazyWithMessages<Record<string, never>>(
  () => import('./HeldOrder').then((module) => ({ default: module.PlacedOrderPaid })),
  ['heldOrder'],
);

/** Step 3: the server's prices, the consents, and off to the card gateway. */
export function SummaryStep() {
  const actor = useOrderActor();
  const format = useFormatters();
  const { lang } = useLanguage();
  const limited = useLimitedView();
  const draft = useOrder(selectDraft);
  const state = useOrder(selectSummaryState);
  const summary = useOrder(selectSummary);
  const summaryFailure = useOrder(selectSummaryFailure);
  const detailsVerified = useOrder(selectDetailsVerified);
  const placement = useOrder(selectPlacementState);
  const placing = useOrder(selectPlacingOrder);
  const placeFailure = useOrder(selectPlaceFailure);
  const heldOrder = useOrder(selectHeldOrder);

  useEffect(() => {
    actor.send({ type: 'summary-opened' });
  }, [actor]);
  const placedBefore = draft.placedOrder !== null;
  useEffect(() => {
    if (!placedBefore) return;
    HeldOrder.prefetch();
    PlacedOrderPaid.prefetch();
  }, [placedBefore]);

  if (state === 'Incomplete') return <AppRedirect to={offerPath(draft)} />;
  // Pricing, or a Pay whose check the details failed, marked the draft forceValidate: the details
  // step opens with every problem shown.
  if (state !== 'Idle' && !detailsVerified) return <AppRedirect to={paths.orderDetails} />;
  if (state === 'Unavailable' || state === 'Failed') {
    return (
      <StepProblem code={summaryFailure?.code ?? 'weApologize'}>
        {state === 'Failed' ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => actor.send({ type: 'summary-opened' })}
          >
            <FormattedMessage id="order.retry" />
          </button>
        ) : (
          <AppLink to={backToWarehouse(draft.warehouseId)} className="button button--primary">
            <FormattedMessage id="order.backToWarehouse" />
          </AppLink>
        )}
      </StepProblem>
    );
  }
  if (state === 'PlacedOrderPaid') {
    return (
      <Suspense fallback={<StepLoading />}>
        <PlacedOrderPaid />
      </Suspense>
    );
  }
  if (state !== 'Priced' || !summary) return <StepLoading />;
  if (placement === 'Redirecting') return <StepLoading messageId="payment.redirecting" />;

  // The machine judges the details by the contract's rules before sending them; details those
  // rules refuse make them unverified, and the redirect above sends the visitor to fix them.
  const place = (consents: ConsentValues) =>
    actor.send({
      type: 'order-placed',
      consents,
      language: lang.toUpperCase() as Language,
      // The server appends orderId; limitedView must survive the trip to the gateway and back.
      returnUrl: new URL(withLimitedView(paths.orderStatus, limited), window.location.origin).href,
    });
  const fix = placeFailure && fixLinkOf(placeFailure.code, draft);

  return (
    <div className="order-step">
      {heldOrder && (
        <Suspense fallback={<StepLoading />}>
          <HeldOrder />
        </Suspense>
      )}
      {draft.paymentFailed && !heldOrder && (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id="payment.failedBefore" />
        </p>
      )}
      <PriceLines summary={summary} />
      {draft.invoicingDetails && <InvoiceTo details={draft.invoicingDetails} />}
      {placeFailure && (
        <StepProblem code={placeFailure.code}>
          {fix && (
            <AppLink to={fix.to} className="button button--secondary">
              <FormattedMessage id={fix.messageId} />
            </AppLink>
          )}
        </StepProblem>
      )}
      {!heldOrder && (
        // Ticking a consent starts loading the rules the details are judged by when paying.
        // biome-ignore lint/a11y/noStaticElementInteractions: it only listens to the form inside it, which the keyboard reaches.
        <div onFocus={preloadDetailsRules} onInput={preloadDetailsRules}>
          <Consents
            providerName={summary.paymentProviderName}
            monthlyPrice={format.money(summary.monthlyPrice)}
            busy={placing}
            onPlace={place}
          />
        </div>
      )}
    </div>
  );
}

import './HeldOrder.css';
import { FormattedMessage } from 'react-intl';
import { useOrder, useOrderActor } from '@machines/order/provider';
import { selectHeldOrder, selectHeldOrderMatches, selectPlacementState } from '@machines/order/selectors';
import { useFormatters } from '@shared/i18n/formatters';
import { AppLink } from '@shared/navigation/AppLink';
import { paths } from '@shared/routing/paths';

/**
 * The order placed from this draft still holds the box (the customer came back from the card page
 * without paying, or the payment was declined): pay it, or give it up to order with other terms.
 * Placing a second order is not offered: the box is not free for one.
 */
export function HeldOrder() {
  const actor = useOrderActor();
  const format = useFormatters();
  const held = useOrder(selectHeldOrder);
  const matches = useOrder(selectHeldOrderMatches);
  const placement = useOrder(selectPlacementState);
  if (!held) return null;
  const busy = placement === 'Resuming' || placement === 'CancellingHeld';
  const time = format.dateTime(held.heldUntil);
  return (
    <section className="notice held-order" aria-labelledby="held-order-title">
      <h2 id="held-order-title">
        <FormattedMessage id="order.held.title" />
      </h2>
      <p>
        <FormattedMessage id={matches ? 'order.held.text' : 'order.held.otherTerms'} values={{ time }} />
      </p>
      <div className="held-order__actions">
        {matches && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={placement === 'Resuming'}
            onClick={() => actor.send({ type: 'held-order-paid' })}
          >
            <FormattedMessage id="order.held.pay" />
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          aria-busy={placement === 'CancellingHeld'}
          onClick={() => actor.send({ type: 'held-order-cancelled' })}
        >
          <FormattedMessage id={matches ? 'order.held.cancel' : 'order.held.cancelAndContinue'} />
        </button>
      </div>
    </section>
  );
}

/** The order placed from this draft was paid meanwhile (in another tab, or the bank answered late). */
export function PlacedOrderPaid() {
  const held = useOrder(selectHeldOrder);
  return (
    <div className="order-step">
      <p className="notice" role="status">
        <FormattedMessage id="order.held.paid" />
      </p>
      {held && (
        <AppLink
          to={`${paths.orderStatus}?orderId=${encodeURIComponent(held.orderId)}`}
          className="button button--primary"
        >
          <FormattedMessage id="order.held.showOrder" />
        </AppLink>
      )}
    </div>
  );
}

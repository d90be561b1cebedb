import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderOffer, VoucherTerms } from '@contract/order';
import type { Money } from '@contract/primitives';
import { useFormatters } from '@shared/i18n/formatters';
// The field's look (.field__input, .field__hint, .field__error) without the form kit's code.
import '@shared/layout/Field.css';

/**
 * The discount coupon: applied by asking the server for the offer again. The verdict is announced
 * politely next to the field; an invalid code stays in the field so it can be corrected. A valid
 * code is described from its terms in the page's language, with its discount on the chosen period.
 */
export function VoucherField({
  applied,
  check,
  discount,
  busy,
  onApply,
  onRemove,
}: {
  /** The voucher the draft holds (valid). */
  applied: string | null;
  /** The server's answer to the last code tried. */
  check: OrderOffer['voucher'];
  /** The voucher's discount on the chosen period (the summary's voucher line); null before a period is chosen. */
  discount: Money | null;
  busy: boolean;
  onApply: (token: string) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const format = useFormatters();
  const [token, setToken] = useState(applied ?? '');
  const invalid = check !== null && !check.valid && check.token === token.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) onApply(token.trim());
  };
  return (
    <form className="order-voucher" onSubmit={submit} aria-busy={busy || undefined}>
      <label className="field__label" htmlFor={`${id}-input`}>
        <FormattedMessage id="order.voucher.label" />
      </label>
      <div className="order-voucher__row">
        <input
          id={`${id}-input`}
          className="field__input"
          value={token}
          maxLength={64}
          autoComplete="off"
          onChange={(event) => setToken(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-feedback`}
        />
        <button type="submit" className="button button--secondary" disabled={busy || token.trim() === ''}>
          <FormattedMessage id="order.voucher.apply" />
        </button>
        {applied && (
          <button
            type="button"
            className="button button--link"
            disabled={busy}
            onClick={() => {
              setToken('');
              onRemove();
            }}
          >
            <FormattedMessage id="order.voucher.remove" />
          </button>
        )}
      </div>
      <p id={`${id}-feedback`} className={invalid ? 'field__error' : 'field__hint'} aria-live="polite">
        {invalid && <FormattedMessage id="order.voucher.invalid" />}
        {!invalid && applied && check?.valid && (
          <>
            <FormattedMessage id="order.voucher.valid" values={{ token: applied }} />
            {check.terms && (
              <>
                {' '}
                <VoucherTermsText terms={check.terms} />
              </>
            )}
            {discount && discount.minor > 0 && (
              <>
                {' '}
                <FormattedMessage id="order.voucher.discount" values={{ price: format.money(discount) }} />
              </>
            )}
          </>
        )}
      </p>
    </form>
  );
}

/** "10 % off the rent of the first invoicing period" (or of every period) or "15,00 € off …", in the page's language. */
function VoucherTermsText({ terms }: { terms: VoucherTerms }) {
  const format = useFormatters();
  const every = terms.everyPeriod ? 'EveryPeriod' : '';
  return terms.kind === 'PERCENT' ? (
    <FormattedMessage id={`order.voucher.percentOff${every}`} values={{ percent: format.number(terms.percent) }} />
  ) : (
    <FormattedMessage id={`order.voucher.amountOff${every}`} values={{ amount: format.money(terms.amount) }} />
  );
}

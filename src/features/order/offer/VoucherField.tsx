import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderOffer } from '../../../../contract/order';
import { useFormatters } from '../../../shared/i18n/formatters';

/**
 * The discount coupon: applied by asking the server for the offer again. The verdict is announced
 * politely next to the field; an invalid code stays in the field so it can be corrected.
 */
export function VoucherField({
  applied,
  check,
  busy,
  onApply,
  onRemove,
}: {
  /** The voucher the draft holds (valid). */
  applied: string | null;
  /** The server's answer to the last code tried. */
  check: OrderOffer['voucher'];
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
            <FormattedMessage id="order.voucher.valid" values={{ token: applied }} /> {check.description}
            {check.discount && (
              <>
                {' '}
                <FormattedMessage id="order.voucher.discount" values={{ price: format.money(check.discount) }} />
              </>
            )}
          </>
        )}
      </p>
    </form>
  );
}

import { FormattedMessage } from 'react-intl';
import type { FieldMessage } from './validation';

/**
 * A field's message in the page language, tied to its field by `id` (aria-describedby); a length
 * message states its bound (`{limit}`). Styles come from the form around it, so it carries no
 * stylesheet of its own.
 */
export function FieldError({ id, code }: { id?: string; code?: FieldMessage }) {
  if (!code) return null;
  const { code: messageCode, limit } = typeof code === 'string' ? { code, limit: undefined } : code;
  return (
    <p id={id} className="field__error">
      <FormattedMessage id={`errors.${messageCode}`} values={limit === undefined ? undefined : { limit }} />
    </p>
  );
}

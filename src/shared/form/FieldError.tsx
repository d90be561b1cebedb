import { FormattedMessage } from 'react-intl';
import type { ErrorCode } from '../../../contract/errors';

/**
 * A field's message in the page language, tied to its field by `id` (aria-describedby). Styles come
 * from the form around it, so it carries no stylesheet of its own.
 */
export function FieldError({ id, code }: { id?: string; code?: ErrorCode }) {
  return code ? (
    <p id={id} className="field__error">
      <FormattedMessage id={`errors.${code}`} />
    </p>
  ) : null;
}

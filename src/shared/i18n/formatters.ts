import { useIntl } from 'react-intl';
import { formattersFor as sharedFormattersFor, type Formatters } from '@contract/format';

/**
 * Dates, numbers and money follow the INTERFACE LANGUAGE of the page (the language its messages are
 * shown in), through the module the server's e-mails, PDFs and card page use too
 * (`contract/format.ts`): a customer reading English sees `€1,234.50` and `23/11/2026` on the page and
 * in the invoice alike. The configuration's `formatLocale` no longer decides any format.
 *
 * Building an Intl formatter costs far more than using one, and a box table formats money in every
 * row: the shared module builds each language's formatters once, on first use.
 */
export type { Formatters };

/** The formatters of an interface language (`sk`, `en`…), shared by every caller. */
export const formattersFor = (language: string): Formatters => sharedFormattersFor(language);

/** The formatters of the language the page is shown in (react-intl's locale: switches with the messages). */
export function useFormatters(): Formatters {
  return formattersFor(useIntl().locale);
}

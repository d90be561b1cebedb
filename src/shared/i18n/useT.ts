import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useConfig } from '../config/ConfigContext';
import { variantMessageId } from './variant';

type Values = Record<string, string | number | Date | null | undefined>;

/** `t(id, values)`: a plain-string message (for attributes, titles and aria-labels). */
export function useT() {
  const intl = useIntl();
  return useCallback((id: string, values?: Values) => intl.formatMessage({ id }, values) as string, [intl]);
}

/**
 * `tv(key, values, branchCode?)`: the country/branch variant of a message (see variant.ts),
 * using the configured country.
 */
export function useVariantT() {
  const intl = useIntl();
  const { country } = useConfig();
  return useCallback(
    (key: string, values?: Values, branchCode?: string | null) =>
      intl.formatMessage({ id: variantMessageId(intl.messages, key, [branchCode, country]) }, values) as string,
    [intl, country],
  );
}

import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BoxSize } from '@contract/enums';
import { operatingCountries, type OperatingCountryCode } from '@contract/operatingCountries';
import { useConfig } from '@shared/config/ConfigContext';
import { useT } from '@shared/i18n/useT';
import { countryName } from '@shared/countries/countryName';
import { boxSizes, sizeNameId, sizeRange } from '../shared/sizeClasses';
import type { SearchUrlState } from './searchUrl';
import '../shared/controls.css';

/** The configured main countries first, then the other operating countries. */
function branchOrder(mainCountries: readonly string[]): OperatingCountryCode[] {
  return [...operatingCountries].sort((a, b) => Number(mainCountries.includes(b)) - Number(mainCountries.includes(a)));
}

/**
 * Branch (country) and box size. Choosing a branch alone lists all its warehouses; the place,
 * if any, is dropped so the list is not limited to a city the branch may not even be in.
 */
export function SearchFilters({
  value,
  onChange,
}: {
  value: SearchUrlState;
  onChange: (next: SearchUrlState) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const { mainCountries } = useConfig();
  const id = useId();
  return (
    <div className="search-filters">
      <div className="field">
        <label htmlFor={`${id}-country`}>
          <FormattedMessage id="search.filters.country" />
        </label>
        <select
          id={`${id}-country`}
          value={value.country ?? ''}
          onChange={(e) =>
            onChange({
              ...value,
              country: (e.target.value || null) as OperatingCountryCode | null,
              location: null,
              zoom: null,
            })
          }
        >
          <option value="">{t('search.filters.anyCountry')}</option>
          {branchOrder(mainCountries).map((country) => (
            <option key={country} value={country}>
              {countryName(country, intl.locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-size`}>
          <FormattedMessage id="search.filters.size" />
        </label>
        <select
          id={`${id}-size`}
          value={value.size ?? ''}
          onChange={(e) => onChange({ ...value, size: (e.target.value || null) as BoxSize | null })}
        >
          <option value="">{t('search.filters.anySize')}</option>
          {boxSizes.map((size) => {
            const range = sizeRange(size);
            return (
              <option key={size} value={size}>
                {`${t(sizeNameId(size))} (${t(range.id, range.values)})`}
              </option>
            );
          })}
        </select>
      </div>
    </div>
  );
}

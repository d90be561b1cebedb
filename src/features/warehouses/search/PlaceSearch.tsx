import { FormattedMessage, useIntl } from 'react-intl';
import type { Place } from '@contract/places';
import { countryName } from '@shared/countries/countryName';
import { usePlaceCombobox } from '@shared/places/usePlaceCombobox';
import type { FindPlaces } from './placeFinder';
import type { SuggestionStatus } from '@machines/placeSuggestions/selectors';
import './PlaceSearch.css';

const statusMessage: Record<SuggestionStatus, string | null> = {
  idle: null,
  loading: 'search.place.searching',
  found: 'search.place.found',
  none: 'search.place.none',
  failed: 'search.place.failed',
};

/**
 * The town, street or warehouse search of /boxes, as an ARIA combobox (usePlaceCombobox: the keys
 * and the options). What was found is announced in a status line.
 */
export function PlaceSearch({ find, onChoose }: { find: FindPlaces; onChoose: (place: Place) => void }) {
  const intl = useIntl();
  const { id, status, places, shown, active, query, listId, input, option } = usePlaceCombobox(find, onChoose);
  const message = statusMessage[status];
  return (
    <div className="place-search">
      <label htmlFor={`${id}-input`} className="place-search__label">
        <FormattedMessage id="search.place.label" />
      </label>
      <div className="place-search__box">
        <input
          {...input}
          className="place-search__input"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-status`}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={intl.formatMessage({ id: 'search.place.label' })}
          className="place-search__list"
          hidden={shown.length === 0}
        >
          {shown.map((place, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: one query's suggestions may name a place twice; the position tells them apart.
              key={`${place.kind}-${place.warehouseId ?? `${place.location.lat},${place.location.lng}`}-${index}`}
              {...option(index, place)}
              className={
                index === active ? 'place-search__option place-search__option--active' : 'place-search__option'
              }
            >
              <span className="place-search__name">{place.name}</span>
              <span className="place-search__detail">
                {place.kind === 'warehouse' ? (
                  <>
                    <FormattedMessage id="search.place.warehouse" />
                    {` · ${place.detail ?? ''}`}
                  </>
                ) : (
                  countryName(place.country, intl.locale)
                )}
              </span>
            </div>
          ))}
        </div>
      </div>
      <p id={`${id}-status`} role="status" className="place-search__status">
        {message && <FormattedMessage id={message} values={{ count: places.length, query: query.trim() }} />}
      </p>
    </div>
  );
}

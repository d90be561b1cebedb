import { useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Place } from '@contract/places';
import { countryName } from '@shared/countries/countryName';
import type { FindPlaces } from './placeFinder';
import { usePlaceSuggestions } from '@machines/placeSuggestions/provider';
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
 * The town, street or warehouse search of /boxes, as an ARIA combobox: typing lists suggestions,
 * Down and Up move through them (the input keeps focus; `aria-activedescendant` names the option),
 * Enter chooses the marked one (or the first), Escape closes the list or, when closed, clears the
 * text. A click chooses too. What was found is announced in a status line.
 */
export function PlaceSearch({ find, onChoose }: { find: FindPlaces; onChoose: (place: Place) => void }) {
  const intl = useIntl();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [effects] = useState(() => ({ findPlaces: find }));
  const { status, places } = usePlaceSuggestions(query, effects);
  const shown = open && status === 'found' ? places : [];
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (place: Place) => {
    setQuery(place.name);
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = open && status === 'found' ? places.length : 0;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (status !== 'found') return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const last = places.length - 1;
        // From the text (or a closed list) to the first or last option; past either end, around.
        const next = count === 0 || active < 0 ? (step > 0 ? 0 : last) : active + step;
        setActive(next < 0 ? last : next > last ? 0 : next);
        return;
      }
      case 'Enter':
        if (count > 0) {
          event.preventDefault();
          choose(places[active >= 0 && active < count ? active : 0]);
        }
        return;
      case 'Escape':
        if (open && query) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        return;
    }
  };

  const message = statusMessage[status];
  return (
    <div className="place-search">
      <label htmlFor={`${id}-input`} className="place-search__label">
        <FormattedMessage id="search.place.label" />
      </label>
      <div className="place-search__box">
        <input
          id={`${id}-input`}
          className="place-search__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={shown.length > 0}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={
            shown.length > 0 && active >= 0 && active < shown.length ? optionId(active) : undefined
          }
          aria-describedby={`${id}-status`}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => query && setOpen(true)}
        />
        <div
          id={`${id}-listbox`}
          role="listbox"
          aria-label={intl.formatMessage({ id: 'search.place.label' })}
          className="place-search__list"
          hidden={shown.length === 0}
        >
          {shown.map((place, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: the input keeps focus and points at the active option (aria-activedescendant).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for the options.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: one query's suggestions may name a place twice; the position tells them apart.
              key={`${place.kind}-${place.warehouseId ?? `${place.location.lat},${place.location.lng}`}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={
                index === active ? 'place-search__option place-search__option--active' : 'place-search__option'
              }
              // Keep the focus in the input, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
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

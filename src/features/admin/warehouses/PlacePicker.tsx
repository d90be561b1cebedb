import { useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Place } from '@contract/places';
import { usePlaceSuggestions } from '@machines/placeSuggestions/provider';
import { countryName } from '@shared/countries/countryName';

/**
 * A town (from the gazetteer) or a warehouse to start the pin from, as an ARIA combobox: typing
 * lists places, Down and Up move through them, Enter chooses, Escape closes the list.
 */
export function PlacePicker({
  find,
  onChoose,
}: {
  find: (query: string, signal: AbortSignal) => Promise<Place[]>;
  onChoose: (place: Place) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [effects] = useState(() => ({ findPlaces: find }));
  const { status, places } = usePlaceSuggestions(query, effects);
  const shown = open && status === 'found' ? places : [];

  const choose = (place: Place) => {
    setQuery(place.name);
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (places.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + places.length) % places.length);
    } else if (event.key === 'Enter' && shown.length > 0) {
      event.preventDefault();
      choose(shown[Math.max(active, 0)]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="field warehouse-editor__place">
      <label className="field__label" htmlFor={`${id}-input`}>
        <FormattedMessage id="admin.warehouse.findPlace" />
      </label>
      <p id={`${id}-hint`} className="field__hint">
        <FormattedMessage id="admin.warehouse.findPlaceHint" />
      </p>
      <input
        id={`${id}-input`}
        className="field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown.length > 0 && active >= 0 ? `${id}-${active}` : undefined}
        aria-describedby={`${id}-hint ${id}-status`}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'admin.warehouse.findPlace' })}
        className="warehouse-editor__places"
        hidden={shown.length === 0}
      >
        {shown.map((place, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: the input keeps focus and points at the active option (aria-activedescendant).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for the options.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: one answer may name a place twice; the position tells them apart.
            key={index}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className="warehouse-editor__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            {place.name} · {place.detail ?? countryName(place.country, intl.locale)}
          </div>
        ))}
      </div>
      <p id={`${id}-status`} role="status" className="form__note">
        {status === 'none' && <FormattedMessage id="admin.warehouse.noPlace" />}
        {status === 'failed' && <FormattedMessage id="admin.warehouse.placeFailed" />}
      </p>
    </div>
  );
}

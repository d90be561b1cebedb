import { FormattedMessage, useIntl } from 'react-intl';
import type { Place } from '@contract/places';
import { countryName } from '@shared/countries/countryName';
import { usePlaceCombobox } from '@shared/places/usePlaceCombobox';

/**
 * A town (from the gazetteer) or a warehouse to start the pin from, as an ARIA combobox
 * (usePlaceCombobox: the keys and the options).
 */
export function PlacePicker({
  find,
  onChoose,
}: {
  find: (query: string, signal: AbortSignal) => Promise<Place[]>;
  onChoose: (place: Place) => void;
}) {
  const intl = useIntl();
  const { id, status, shown, listId, input, option } = usePlaceCombobox(find, onChoose);
  return (
    <div className="field warehouse-editor__place">
      <label className="field__label" htmlFor={input.id}>
        <FormattedMessage id="admin.warehouse.findPlace" />
      </label>
      <p id={`${id}-hint`} className="field__hint">
        <FormattedMessage id="admin.warehouse.findPlaceHint" />
      </p>
      <input {...input} className="field__input" aria-describedby={`${id}-hint ${id}-status`} />
      <div
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'admin.warehouse.findPlace' })}
        className="warehouse-editor__places"
        hidden={shown.length === 0}
      >
        {shown.map((place, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: one answer may name a place twice; the position tells them apart.
            key={index}
            {...option(index, place)}
            className="warehouse-editor__option"
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

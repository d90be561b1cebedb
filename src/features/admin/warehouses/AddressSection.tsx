import { FormattedMessage } from 'react-intl';
import type { Place } from '@contract/places';
import { TextField } from '@shared/form/Fields';
import { useT } from '@shared/i18n/useT';
import type { Draft } from './draft';
import { PlacePicker } from './PlacePicker';
import type { DraftForm } from './useDraftForm';

/** Degrees kept to six decimals (about 10 cm): finer digits of a chosen place mean nothing. */
const sixDecimals = (degrees: number) => String(Math.round(degrees * 1e6) / 1e6);

/** A point to check on a public map, when both coordinates are numbers in range. */
function mapLink(lat: string, lng: string): string | null {
  const [y, x] = [Number(lat), Number(lng)];
  if (!lat.trim() || !lng.trim() || !Number.isFinite(y) || !Number.isFinite(x) || Math.abs(y) > 90 || Math.abs(x) > 180)
    return null;
  return `https://www.openstreetmap.org/?mlat=${y}&mlon=${x}#map=18/${y}/${x}`;
}

/**
 * The address and the pin. The console has no map of its own (the customers' map needs a maps key
 * and is not part of the console's code): a place found in the gazetteer fills the coordinates
 * (and the town), the operator refines them by typing, and a link shows the point on a public map.
 */
export function AddressSection({
  f,
  findPlaces,
}: {
  f: DraftForm<Draft>;
  findPlaces: (query: string, signal: AbortSignal) => Promise<Place[]>;
}) {
  const t = useT();
  const link = mapLink(f.draft.location.lat, f.draft.location.lng);
  const choose = (place: Place) => {
    f.set('location.lat', sixDecimals(place.location.lat));
    f.set('location.lng', sixDecimals(place.location.lng));
    if (place.kind === 'town' && !f.draft.address.city.trim()) f.set('address.city', place.name);
  };
  return (
    <fieldset>
      <legend>
        <FormattedMessage id="admin.warehouse.address" />
      </legend>
      <div className="form__row">
        <TextField {...f.text('address.street')} required autoComplete="off" label={t('admin.warehouse.street')} />
        <TextField {...f.text('address.number')} required autoComplete="off" label={t('admin.warehouse.number')} />
      </div>
      <div className="form__row">
        <TextField {...f.text('address.city')} required autoComplete="off" label={t('admin.warehouse.city')} />
        <TextField {...f.text('address.zip')} required autoComplete="off" label={t('admin.warehouse.zip')} />
      </div>
      <PlacePicker find={findPlaces} onChoose={choose} />
      <div className="form__row">
        <TextField {...f.text('location.lat')} required inputMode="decimal" label={t('admin.warehouse.lat')} />
        <TextField {...f.text('location.lng')} required inputMode="decimal" label={t('admin.warehouse.lng')} />
      </div>
      {link && (
        <p className="form__note">
          <a href={link} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="admin.warehouse.showOnMap" />
          </a>
        </p>
      )}
    </fieldset>
  );
}

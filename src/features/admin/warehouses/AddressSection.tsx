import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Place } from '@contract/places';
import { useConfig } from '@shared/config/ConfigContext';
import { TextField } from '@shared/form/Fields';
import { useT } from '@shared/i18n/useT';
import type { Draft } from './draft';
import { pointOf, sixDecimals, type Point } from './pinGeometry';
import { PinPlan, type Landmark } from './PinPlan';
import { PlacePicker } from './PlacePicker';
import type { DraftForm } from './useDraftForm';

const PinMap = lazy(() => import('./PinMap'));

/** The point on a public map, to check it against streets and buildings. */
const mapLink = ({ lat, lng }: Point) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;

/**
 * The address and the pin. A place found in the gazetteer puts the pin there (and fills the town);
 * with a maps key the operator drags it on the map; on the plan without streets it is dragged or
 * moved with the arrow keys (with or without a key); the coordinates can be typed; and a link shows
 * the point on a public map.
 */
export function AddressSection({
  f,
  findPlaces,
}: {
  f: DraftForm<Draft>;
  findPlaces: (query: string, signal: AbortSignal) => Promise<Place[]>;
}) {
  const t = useT();
  const { mapsKey } = useConfig();
  const [mapFailed, setMapFailed] = useState(false);
  const pin = pointOf(f.draft.location.lat, f.draft.location.lng);
  // The place the pin was started from, kept for orientation on the plan.
  const [landmark, setLandmark] = useState<Landmark | null>(null);
  const movePin = ({ lat, lng }: Point) => {
    f.set('location.lat', String(sixDecimals(lat)));
    f.set('location.lng', String(sixDecimals(lng)));
  };
  const choose = (place: Place) => {
    movePin(place.location);
    setLandmark({ name: place.name, ...place.location });
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
      {pin && mapsKey && !mapFailed && (
        <Suspense fallback={null}>
          <PinMap apiKey={mapsKey} pin={pin} onMove={movePin} onUnavailable={() => setMapFailed(true)} />
        </Suspense>
      )}
      {pin && <PinPlan pin={pin} landmark={landmark} onMove={movePin} />}
      {pin && (
        <p className="form__note">
          <a href={mapLink(pin)} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="admin.warehouse.showOnMap" />
          </a>
        </p>
      )}
    </fieldset>
  );
}

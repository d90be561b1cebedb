import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { loadGoogleMaps, onMapsAuthFailure } from '@shared/places/googleMapsLoader';
import { MapsLoaderContext } from '@shared/places/mapsLoaderContext';
import type { Point } from './pinGeometry';

const options = { clickableIcons: false, streetViewControl: false, mapTypeControl: true, fullscreenControl: true };

/**
 * The pin on the map, where a maps key is configured (its own chunk, loaded only then): the
 * operator drags the marker onto the building's entrance. The plan below stays for the keyboard.
 * When the script cannot be loaded or the key is refused, the editor goes on without the map.
 */
export default function PinMap({
  apiKey,
  pin,
  onMove,
  onUnavailable,
}: {
  apiKey: string;
  pin: Point;
  onMove: (point: Point) => void;
  onUnavailable: () => void;
}) {
  const intl = useIntl();
  const load = useContext(MapsLoaderContext) ?? loadGoogleMaps;
  const [ready, setReady] = useState(false);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    let live = true;
    load(apiKey, intl.locale).then(
      () => live && setReady(true),
      () => live && unavailable.current(),
    );
    const unsubscribe = onMapsAuthFailure(() => unavailable.current());
    return () => {
      live = false;
      unsubscribe();
    };
  }, [load, apiKey, intl.locale]);

  // The map centres where the pin started; it follows the pin only when the pin leaves it.
  const [centre] = useState(pin);
  const position = useMemo(() => ({ lat: pin.lat, lng: pin.lng }), [pin.lat, pin.lng]);
  if (!ready)
    return (
      <p className="form__note" role="status">
        <FormattedMessage id="admin.warehouse.pin.mapLoading" />
      </p>
    );
  return (
    <GoogleMap mapContainerClassName="pin-map" center={centre} zoom={17} options={options}>
      <MarkerF
        position={position}
        draggable
        title={intl.formatMessage({ id: 'admin.warehouse.pin.label' })}
        onDragEnd={(event) => {
          const at = event.latLng;
          if (at) onMove({ lat: at.lat(), lng: at.lng() });
        }}
      />
    </GoogleMap>
  );
}

import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGoogleMapsReady } from '@shared/places/useGoogleMapsReady';
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
  const ready = useGoogleMapsReady(apiKey, intl.locale, onUnavailable);

  // The map stays centred where the pin started, so dragging the marker does not move the map.
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

import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useMemo, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LatLng } from '@contract/primitives';
import { useT } from '@shared/i18n/useT';
import type { FoundWarehouse } from '../search/mergeHostResults';
import { useGoogleMapsReady } from '@shared/places/useGoogleMapsReady';

export interface WarehouseMapProps {
  apiKey: string;
  language: string;
  centre: LatLng;
  zoom: number;
  warehouses: FoundWarehouse[];
  /** The visitor moved or zoomed the map: search there. */
  onMoved: (centre: LatLng, zoom: number) => void;
  onOpen: (warehouse: FoundWarehouse) => void;
  /** The script cannot be loaded or the key is refused: the screen falls back to the list. */
  onUnavailable: () => void;
}

const options = { clickableIcons: false, streetViewControl: false, mapTypeControl: false, fullscreenControl: false };
const same = (a: number, b: number) => Math.abs(a - b) < 1e-4;

/** Green for free boxes, grey when full or closed: the label (count) and title say it in words too. */
function markerIcon(free: boolean): google.maps.Symbol {
  return {
    path: google.maps.SymbolPath.CIRCLE,
    scale: 13,
    fillColor: free ? '#1e6b3a' : '#4b5a68',
    fillOpacity: 1,
    strokeColor: '#ffffff',
    strokeWeight: 2,
  };
}

/** The map chunk: loaded only when a key is configured and the map view is shown. */
export default function WarehouseMap({
  apiKey,
  language,
  centre,
  zoom,
  warehouses,
  onMoved,
  onOpen,
  onUnavailable,
}: WarehouseMapProps) {
  const t = useT();
  const ready = useGoogleMapsReady(apiKey, language, onUnavailable);
  const map = useRef<google.maps.Map | null>(null);
  const onMovedRef = useRef(onMoved);
  onMovedRef.current = onMoved;

  // A new object on every render would make the map jump back to it while being dragged.
  const centreProp = useMemo(() => ({ lat: centre.lat, lng: centre.lng }), [centre.lat, centre.lng]);

  if (!ready) {
    return (
      <div className="map-panel__placeholder" role="status">
        <FormattedMessage id="search.map.loading" />
      </div>
    );
  }
  const reportMove = () => {
    const at = map.current?.getCenter();
    const newZoom = map.current?.getZoom();
    if (!at || newZoom === undefined) return;
    if (same(at.lat(), centre.lat) && same(at.lng(), centre.lng) && newZoom === zoom) return;
    onMovedRef.current({ lat: at.lat(), lng: at.lng() }, newZoom);
  };
  return (
    <GoogleMap
      mapContainerClassName="map-panel__map"
      center={centreProp}
      zoom={zoom}
      options={options}
      onLoad={(m) => void (map.current = m)}
      onIdle={reportMove}
    >
      {warehouses.map((w) => {
        const free = w.freeBoxCount > 0 && !w.deactivation.deactivated;
        return (
          <MarkerF
            key={`${w.source ?? ''}#${w.id}`}
            position={w.location}
            title={`${w.name}: ${t('search.card.freeBoxes', { count: free ? w.freeBoxCount : 0 })}`}
            label={{ text: String(free ? w.freeBoxCount : 0), color: '#ffffff', fontSize: '11px', fontWeight: '700' }}
            icon={markerIcon(free)}
            onClick={() => onOpen(w)}
          />
        );
      })}
    </GoogleMap>
  );
}

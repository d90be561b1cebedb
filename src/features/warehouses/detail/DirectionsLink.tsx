import { FormattedMessage } from 'react-intl';
import type { LatLng } from '@contract/primitives';
import './DirectionsLink.css';

/**
 * Google Maps route planning to a point. A plain link with the destination's coordinates: it needs
 * no key and no script, and opens the visitor's maps app on a phone.
 */
export const directionsUrl = ({ lat, lng }: LatLng) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

/** "Directions" to the warehouse, opening in a new tab, which the link says in words. */
export function DirectionsLink({ location }: { location: LatLng }) {
  return (
    <a className="directions-link" href={directionsUrl(location)} target="_blank" rel="noopener noreferrer">
      <FormattedMessage id="warehouse.directions" />{' '}
      <span className="directions-link__note">
        <FormattedMessage id="warehouse.directions.newTab" />
      </span>
    </a>
  );
}

import { FormattedMessage } from 'react-intl';
import { mapPresets } from '@contract/mapPresets';
import { paths } from '@shared/routing/paths';
import { AppLink } from '@shared/navigation/AppLink';
import { countryOfPreset } from './searchArea';
import { serialiseSearchUrl, type SearchUrlState } from './searchUrl';
import '../shared/controls.css';

/**
 * The preset places as plain links: each is a shareable search, opening one adds a
 * history entry, and they work before any script of the map has loaded.
 */
export function PresetLinks({ current }: { current: SearchUrlState }) {
  return (
    <nav className="preset-links" aria-labelledby="preset-links-title">
      <h2 id="preset-links-title" className="preset-links__title">
        <FormattedMessage id="search.presets.title" />
      </h2>
      <ul>
        {mapPresets.map((preset) => {
          const active = current.location?.kind === 'preset' && current.location.presetId === preset.id;
          const query = serialiseSearchUrl({
            location: { kind: 'preset', presetId: preset.id },
            zoom: null,
            country: countryOfPreset(preset),
            size: current.size,
          });
          return (
            <li key={preset.id}>
              <AppLink
                to={`${paths.boxes}?${query}`}
                className={active ? 'chip chip--active' : 'chip'}
                aria-current={active ? 'true' : undefined}
              >
                {preset.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { WarehouseSearchContext } from '@machines/warehouseSearch/provider';
import { keyed } from '@machines/warehouseSearch/types';
import { paths } from '@shared/routing/paths';
import { useConfig } from '@shared/config/ConfigContext';
import { useAppNavigate } from '@shared/navigation/AppLink';
import { MapPanel } from '../map/MapPanel';
import { LocationControl } from './LocationControl';
import type { FoundWarehouse } from './mergeHostResults';
import type { FindPlaces } from './placeFinder';
import { PlaceSearchField } from './PlaceSearchField';
import { PresetLinks } from './PresetLinks';
import { mapViewOf, searchRequestOf } from './searchArea';
import { SearchFilters } from './SearchFilters';
import { SearchResultsView, SearchSummary, useSearchResults } from './SearchResults';
import { pointLocation, type SearchUrlState } from './searchUrl';
import { ViewToggle, type SearchView } from './ViewToggle';
import { detailHref } from './WarehouseCard';
import './Search.css';

/**
 * The search screen's body (under its heading): the place search, filters, my location, presets, then the results,
 * with the map beside them when a maps key is configured. The list is rendered first and stays in the page; the map
 * fills its reserved box when its chunk and script arrive, or gives way to the list for good.
 */
export function SearchPage({
  state,
  go,
  findPlaces,
}: {
  state: SearchUrlState;
  go: (next: SearchUrlState, options?: { replace?: boolean }) => void;
  findPlaces: FindPlaces;
}) {
  const { mapsKey } = useConfig();
  const intl = useIntl();
  const navigate = useAppNavigate();
  const request = useMemo(() => keyed(searchRequestOf(state)), [state]);
  const { send } = WarehouseSearchContext.useActorRef();
  // The address is the source of the search: every change of it is a (possibly repeated) request.
  useEffect(() => send({ type: 'search', request }), [send, request]);
  const results = useSearchResults();
  const [view, setView] = useState<SearchView>(mapsKey ? 'map' : 'list');
  const [mapFailed, setMapFailed] = useState(false);
  const mapAvailable = Boolean(mapsKey) && !mapFailed;
  const showMap = mapAvailable && view === 'map';
  const { centre, zoom } = mapViewOf(state);

  const open = (warehouse: FoundWarehouse) =>
    warehouse.source ? window.location.assign(detailHref(warehouse)) : navigate(paths.location(warehouse.id));
  const moved = (at: { lat: number; lng: number }, newZoom: number) =>
    go({ ...state, location: pointLocation(at.lat, at.lng), zoom: newZoom }, { replace: true });
  // A chosen town, street or warehouse: search around it across every branch (a town near a border
  // has warehouses on both sides), keeping the size; a new history entry, as for a preset.
  const placeChosen = (at: { lat: number; lng: number }, newZoom: number) =>
    go({ location: pointLocation(at.lat, at.lng), zoom: newZoom, country: null, size: state.size });

  return (
    <div className="search-page__body">
      <div className="search-page__controls">
        <PlaceSearchField mapsKey={mapsKey} language={intl.locale} find={findPlaces} onMove={placeChosen} />
        <SearchFilters value={state} onChange={go} />
        <LocationControl />
      </div>
      <PresetLinks current={state} />
      <div className="search-page__bar">
        <h2 className="search-page__results-title">
          <FormattedMessage id="search.results.title" />
        </h2>
        <SearchSummary status={results.status} count={results.results.length} />
        {mapAvailable ? (
          <ViewToggle view={view} onChange={setView} />
        ) : (
          <p className="search-page__map-note">
            <FormattedMessage id={mapsKey ? 'search.map.failed' : 'search.map.notConfigured'} />
          </p>
        )}
      </div>
      <div className={showMap ? 'search-page__layout search-page__layout--map' : 'search-page__layout'}>
        {showMap && (
          <MapPanel
            apiKey={mapsKey}
            language={intl.locale}
            centre={centre}
            zoom={zoom}
            warehouses={results.status === 'noResults' ? results.nearestBeyond : results.results}
            onMoved={moved}
            onOpen={open}
            onUnavailable={() => setMapFailed(true)}
          />
        )}
        <div className="search-page__results">
          <SearchResultsView {...results} />
        </div>
      </div>
    </div>
  );
}

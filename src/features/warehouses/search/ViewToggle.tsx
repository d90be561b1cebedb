import { FormattedMessage } from 'react-intl';
import { Icon } from '../shared/Icon';

export type SearchView = 'map' | 'list';

/** "Show map" / "show warehouses": one button that offers the other view. */
export function ViewToggle({ view, onChange }: { view: SearchView; onChange: (view: SearchView) => void }) {
  const next: SearchView = view === 'map' ? 'list' : 'map';
  return (
    <button type="button" className="button button--secondary view-toggle" onClick={() => onChange(next)}>
      <Icon name={next === 'map' ? 'map' : 'list'} />
      <FormattedMessage id={next === 'map' ? 'search.view.showMap' : 'search.view.showList'} />
    </button>
  );
}

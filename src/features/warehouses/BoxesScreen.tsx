import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyWithMessages } from '@shared/routing/routeDef';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { useT } from '@shared/i18n/useT';

// XState and the API client arrive in their own chunk: the heading and lead paint without them.
// Its messages are the screen's own (the route declares them).
const SearchBody = lazyWithMessages(() => import('./search/SearchBody'), []);

/**
 * What the screen shows at once besides itself, for a page the server sent rendered (see lazyWithMessages).
 * @public read from the loaded module by the route's preloading, not imported by name
 */
export const preloadParts = () => SearchBody.preload();

/** Warehouse search: `/boxes?location=…&zoom=…`, on the map or in the list. */
export default function BoxesScreen() {
  const t = useT();
  useDocumentTitle(t('title.boxes'));
  return (
    <div className="container page search-page">
      <h1 className="page__title">
        <FormattedMessage id="boxes.title" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="boxes.intro" />
      </p>
      {/* A screen's height is held from the first paint (here inline: no stylesheet to wait for), so nothing below jumps. */}
      <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
        <SearchBody />
      </Suspense>
    </div>
  );
}

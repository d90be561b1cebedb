import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { importWithReload } from '../../shared/routing/chunkReload';
import { useDocumentTitle } from '../../shared/routing/documentTitle';
import { useT } from '../../shared/i18n/useT';

// XState and the API client arrive in their own chunk: the heading and lead paint without them.
const SearchBody = lazy(importWithReload(() => import('./search/SearchBody')));

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

import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { WarehouseSearchContext } from '@machines/warehouseSearch/provider';
import {
  selectIsFirstSearch,
  selectNearestBeyond,
  selectResults,
  selectSearchStatus,
  type SearchStatus,
} from '@machines/warehouseSearch/selectors';
import type { FoundWarehouse } from './mergeHostResults';
import { WarehouseCard } from './WarehouseCard';

const cardKey = (w: FoundWarehouse) => `${w.source ?? ''}#${w.id}`;

/**
 * Cards shown at first and added by each "Show more": a few phone screens of the nearest, and a
 * first render short enough not to hold the page up (a hundred cards took a third of a second on a
 * mid-range phone).
 */
export const cardsPerStep = 20;

function CardList({
  warehouses,
  busy = false,
  label,
}: {
  warehouses: FoundWarehouse[];
  busy?: boolean;
  label?: string;
}) {
  const [shown, setShown] = useState(cardsPerStep);
  const [shownOf, setShownOf] = useState(warehouses);
  const listRef = useRef<HTMLOListElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  // New results start again from the nearest few.
  if (shownOf !== warehouses) {
    setShownOf(warehouses);
    setShown(cardsPerStep);
    setFocusFrom(null);
  }
  // After "Show more", the keyboard continues at the first card it added.
  useEffect(() => {
    if (focusFrom === null) return;
    listRef.current?.children[focusFrom]?.querySelector<HTMLElement>('a')?.focus();
    setFocusFrom(null);
  }, [focusFrom]);
  const more = warehouses.length - shown;
  return (
    <>
      <ol ref={listRef} className="result-list" aria-busy={busy} aria-labelledby={label}>
        {warehouses.slice(0, shown).map((warehouse) => (
          <li key={cardKey(warehouse)}>
            <WarehouseCard warehouse={warehouse} />
          </li>
        ))}
      </ol>
      {more > 0 && (
        <button
          type="button"
          className="button button--secondary result-list__more"
          onClick={() => {
            setFocusFrom(shown);
            setShown(shown + cardsPerStep);
          }}
        >
          <FormattedMessage id="search.results.showMore" />
        </button>
      )}
    </>
  );
}

/** Placeholders of the size of real cards, so the first answer does not push the page around. */
/** Cards' room held while the first results load; busy, so what follows (the footer) waits for the list. */
function Placeholders() {
  return (
    <ol className="result-list" aria-hidden="true" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <div className="warehouse-card warehouse-card--placeholder" />
        </li>
      ))}
    </ol>
  );
}

/** The line that tells screen-reader users what the search found; always in the page, so changes are announced. */
export function SearchSummary({ status, count }: { status: SearchStatus; count: number }) {
  const id =
    status === 'searching'
      ? 'search.status.searching'
      : status === 'results' || status === 'noResults'
        ? 'search.status.found'
        : null;
  return (
    <p className="search-summary" role="status">
      {id && <FormattedMessage id={id} values={{ count }} />}
    </p>
  );
}

export interface SearchResultsViewProps {
  status: SearchStatus;
  first: boolean;
  results: FoundWarehouse[];
  nearestBeyond: FoundWarehouse[];
  onRetry: () => void;
}

/** Results, "no boxes found" with the nearest warehouses beyond the area, or a failure with a retry. */
export function SearchResultsView({ status, first, results, nearestBeyond, onRetry }: SearchResultsViewProps) {
  if (status === 'failed') {
    return (
      <div className="notice notice--error search-failed" role="alert">
        <p>
          <FormattedMessage id="search.failed" />
        </p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          <FormattedMessage id="search.retry" />
        </button>
      </div>
    );
  }
  if (status === 'noResults') {
    return (
      <section className="no-results" aria-labelledby="no-results-title">
        <h3 id="no-results-title" className="no-results__title">
          <FormattedMessage id="search.noResults.title" />
        </h3>
        <p id="no-results-nearest">
          <FormattedMessage id={nearestBeyond.length ? 'search.noResults.nearest' : 'search.noResults.hint'} />
        </p>
        {nearestBeyond.length > 0 && <CardList warehouses={nearestBeyond} label="no-results-nearest" />}
      </section>
    );
  }
  if (first || status === 'idle') return <Placeholders />;
  return <CardList warehouses={results} busy={status === 'searching'} />;
}

export function useSearchResults() {
  const status = WarehouseSearchContext.useSelector(selectSearchStatus);
  const first = WarehouseSearchContext.useSelector(selectIsFirstSearch);
  const results = WarehouseSearchContext.useSelector(selectResults);
  const nearestBeyond = WarehouseSearchContext.useSelector(selectNearestBeyond);
  const { send } = WarehouseSearchContext.useActorRef();
  return { status, first, results, nearestBeyond, onRetry: () => send({ type: 'retry' }) };
}

import { useCallback, useMemo } from 'react';
import { useSearch } from 'wouter';
import { paths } from '@shared/routing/paths';
import { useAppNavigate } from '@shared/navigation/AppLink';
import { parseSearchUrl, serialiseSearchUrl, type SearchUrlState } from './searchUrl';

/**
 * The search kept in the address. A choice the visitor makes (place, branch, size, my location)
 * pushes a history entry, so Back returns to the previous search; moving the map replaces it, so
 * panning around does not fill the history.
 */
export function useSearchAddress() {
  const search = useSearch();
  const navigate = useAppNavigate();
  const state = useMemo(() => parseSearchUrl(search), [search]);
  const go = useCallback(
    (next: SearchUrlState, options: { replace?: boolean } = {}) => {
      const query = serialiseSearchUrl(next, search);
      navigate(query ? `${paths.boxes}?${query}` : paths.boxes, options);
    },
    [search, navigate],
  );
  return { state, go };
}

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { pageDataElementId } from '@contract/renderedPage';

/** What a server-rendered page showed, sent with it so the app's first render shows the same. */
export interface PageData {
  path: string;
  data: unknown;
}

const PageDataContext = createContext<PageData | null>(null);

/**
 * Holds the data the server rendered the first page with, for as long as the visitor stays on that
 * page: after moving elsewhere and back, the screen loads fresh data as usual.
 */
export function PageDataProvider({ value, children }: { value: PageData | null; children: ReactNode }) {
  const [location] = useLocation();
  const [kept, setKept] = useState(value);
  useEffect(() => {
    if (kept && location !== kept.path) setKept(null);
  }, [kept, location]);
  return (
    <PageDataContext.Provider value={kept && location === kept.path ? kept : null}>{children}</PageDataContext.Provider>
  );
}

/** The data the page at `path` came with, or null (not a rendered page, another page, or moved on). */
export function usePageData<T>(path: string): T | null {
  const pageData = useContext(PageDataContext);
  return pageData && pageData.path === path ? (pageData.data as T) : null;
}

/** The data in a rendered page, if it has any. */
export function readPageData(document: Document): PageData | null {
  const element = document.getElementById(pageDataElementId);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<PageData>;
    return typeof parsed.path === 'string' && 'data' in parsed ? { path: parsed.path, data: parsed.data } : null;
  } catch {
    return null;
  }
}

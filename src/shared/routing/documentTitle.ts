import { createContext, useContext, useEffect } from 'react';
import { useT } from '../i18n/useT';

/**
 * The document title: the latest title a mounted screen claims, else the shell's default. Kept as
 * claims rather than one value so that whichever effect runs last (a screen's or the shell's) cannot
 * overwrite a screen's own title with the default, and a screen leaving gives its title back.
 */
const claims: { title: string }[] = [];
let fallback = '';
const apply = () => {
  const title = claims.at(-1)?.title ?? fallback;
  if (title) document.title = title;
};

/**
 * Where a render on the server hands the titles over (it runs no effects): the last one claimed is
 * the page's, as in the browser. Absent in the browser.
 */
export const ServerTitleContext = createContext<((title: string) => void) | null>(null);

/** A screen that owns its title sets it with this hook (null: not known yet, the default stays). */
export function useDocumentTitle(title: string | null): void {
  const serverTitle = useContext(ServerTitleContext);
  if (serverTitle && title) serverTitle(title);
  useEffect(() => {
    if (!title) return;
    const claim = { title };
    claims.push(claim);
    apply();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      apply();
    };
  }, [title]);
}

/** The shell's default title, shown while no screen claims one (e.g. while a screen loads). */
export function useDefaultTitle(): void {
  const t = useT();
  const title = t('title.default');
  const serverTitle = useContext(ServerTitleContext);
  if (serverTitle) serverTitle(title);
  useEffect(() => {
    fallback = title;
    apply();
  }, [title]);
}

/** The title of an ordinary screen: its heading and the product's name. */
export function usePageTitle(heading: string | null): void {
  const t = useT();
  useDocumentTitle(heading === null ? null : t('title.page', { page: heading }));
}

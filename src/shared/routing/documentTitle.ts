import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n/useT';
import { ownTitlePattern } from './paths';

/** A screen that owns its title (landing, boxes, location) sets it with this hook. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * The page title is a default except on landing, boxes and location pages. The
 * shell sets the default on every other path; those three set their own.
 */
export function useDefaultTitle(): void {
  const [path] = useLocation();
  const t = useT();
  const title = t('title.default');
  useEffect(() => {
    if (!ownTitlePattern.test(path)) document.title = title;
  }, [path, title]);
}

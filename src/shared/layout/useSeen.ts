import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the screen (at once where IntersectionObserver
 * is missing, as in old browsers and unit tests; never in the server's rendering, which has no
 * screen). Nothing is watched while `watch` is false.
 */
export function useSeen(ref: RefObject<Element | null>, margin = '200px', watch = true): boolean {
  const [seen, setSeen] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !watch || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: margin,
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen, ref, margin, watch]);
  return seen;
}

/**
 * True once `container` holds a heading and nothing in it is loading (`aria-busy="true"`, as a
 * result list being fetched, or a loader marked `data-loading`, as a screen's or a step's spinner
 * while its data comes): the screen has rendered what it will show, so what lies below it is where
 * it will stay. Before that, an empty page or a list still loading puts everything after it on the
 * first screen.
 */
export function usePageSettled(container: RefObject<Element | null>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (settled || !element) return;
    const check = () =>
      element.querySelector('h1') !== null && element.querySelector('[aria-busy="true"], [data-loading]') === null;
    if (check()) return void setSettled(true);
    const observer = new MutationObserver(() => check() && setSettled(true));
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    return () => observer.disconnect();
  }, [settled, container]);
  return settled;
}

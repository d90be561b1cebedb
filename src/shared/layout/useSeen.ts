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
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: margin });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen, ref, margin, watch]);
  return seen;
}

/**
 * True once `container` holds a heading: the screen has rendered, so what lies below it is where it
 * will stay (before that, an empty page puts everything after it on the first screen).
 */
export function useHeadingShown(container: RefObject<Element | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (shown || !element) return;
    if (element.querySelector('h1')) return void setShown(true);
    const observer = new MutationObserver(() => element.querySelector('h1') && setShown(true));
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [shown, container]);
  return shown;
}

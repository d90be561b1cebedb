import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the screen (at once where IntersectionObserver
 * is missing, as in old browsers and unit tests).
 */
export function useSeen(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: margin });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen, ref, margin]);
  return seen;
}

import { useEffect, useState } from 'react';

/** The visual viewport shrinking by more than this means the on-screen keyboard is open (not a toolbar). */
const keyboardThresholdPx = 150;

export interface VisibleArea {
  top: number;
  height: number;
}

/**
 * While the on-screen keyboard covers part of the page, the part still visible (so a full-screen
 * window can fit into it and keep its input in view); null otherwise.
 */
export function useKeyboardArea(active: boolean): VisibleArea | null {
  const [area, setArea] = useState<VisibleArea | null>(null);
  useEffect(() => {
    const viewport = typeof window !== 'undefined' ? window.visualViewport : null;
    if (!active || !viewport) return;
    const update = () => {
      const covered = window.innerHeight - viewport.height;
      setArea(covered > keyboardThresholdPx ? { top: viewport.offsetTop, height: viewport.height } : null);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      setArea(null);
    };
  }, [active]);
  return area;
}

import { useEffect, useState, type CSSProperties } from 'react';

/** The visual viewport shrinking by more than this means the on-screen keyboard is open (not a toolbar). */
const keyboardThresholdPx = 150;

export interface VisibleArea {
  top: number;
  height: number;
  /** How much of the layout viewport's bottom the keyboard covers. */
  coveredBottom: number;
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
      const coveredBottom = Math.max(0, window.innerHeight - viewport.offsetTop - viewport.height);
      setArea(
        covered > keyboardThresholdPx ? { top: viewport.offsetTop, height: viewport.height, coveredBottom } : null,
      );
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

/** Where the window goes while the keyboard is open: into the visible part (all of it on phones), above the keyboard. */
export function windowStyleFor(area: VisibleArea | null, fillsScreen: boolean): CSSProperties | undefined {
  if (!area) return undefined;
  if (fillsScreen) return { top: area.top, height: area.height, bottom: 'auto' };
  return { bottom: area.coveredBottom + 20, maxHeight: Math.max(200, area.height - 40) };
}

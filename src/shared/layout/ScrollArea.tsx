import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './ScrollArea.css';

/**
 * A wide table's frame: when the table is wider than the screen it scrolls sideways inside this
 * frame instead of widening the page. Only then does the frame say so: a shadow on each side that
 * has more, a visible "scroll sideways" hint, and the frame becomes a named, focusable region so
 * that a keyboard can scroll it with the arrow keys. When everything fits, it is a plain box.
 */
export function ScrollArea({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const hintId = useId();

  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);

  // Named, described and focusable together, and only while the table overflows.
  const region = overflowing
    ? { role: 'region' as const, 'aria-labelledby': labelledBy, 'aria-describedby': hintId, tabIndex: 0 }
    : {};

  return (
    <div className={className ? `scroll-area ${className}` : 'scroll-area'}>
      {overflowing && (
        <p id={hintId} className="scroll-area__hint">
          <svg
            className="scroll-area__arrow"
            viewBox="0 0 24 12"
            width="24"
            height="12"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M1 6h22M5 2 1 6l4 4M19 2l4 4-4 4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <FormattedMessage id="common.scrollTable" />
        </p>
      )}
      <div ref={viewport} className="scroll-area__viewport" {...region}>
        {children}
      </div>
    </div>
  );
}

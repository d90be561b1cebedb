import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import './Modal.css';

/** How far a finger must travel down the dialog to swipe it away. */
const swipeDistancePx = 80;

/**
 * A small modal dialog: labelled by its title, focus moves in on open and back on close, Escape,
 * the backdrop and a downward swipe dismiss it, Tab stays inside. `onDismiss` tells those apart
 * from the close button when it matters (informational messages count as read only by the button).
 */
export function Modal({
  title,
  onClose,
  onDismiss = onClose,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  onDismiss?: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const touchStartY = useRef<number | null>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = dialogRef.current.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input, select, textarea',
    );
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    touchStartY.current = event.touches[0]?.clientY ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartY.current;
    const end = event.changedTouches[0]?.clientY;
    touchStartY.current = null;
    // Only when the content is not scrolled, so scrolling a long dialog back up does not close it.
    if (start !== null && end !== undefined && end - start > swipeDistancePx && !dialogRef.current?.scrollTop)
      onDismiss();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer's shortcut only; the keyboard dismisses the dialog with Escape and its button
    <div className="modal" onMouseDown={(event) => event.target === event.currentTarget && onDismiss()}>
      <div
        ref={dialogRef}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            <FormattedMessage id="common.close" />
          </button>
        </div>
      </div>
    </div>
  );
}

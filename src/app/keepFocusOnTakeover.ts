/** Controls that take keyboard focus, in document order. */
const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** What tells one control from another in the same page: its kind, its target and its words. */
const signatureOf = (element: Element) =>
  [element.tagName, element.getAttribute('href') ?? '', element.getAttribute('aria-label') ?? '', element.getAttribute('name') ?? '', element.textContent?.trim() ?? ''].join('\u0000');

interface FocusedControl {
  signature: string;
  /** Which of the controls with that signature (a page may repeat a link, as the menu and the burger do). */
  nth: number;
}

function describe(root: HTMLElement, element: Element | null): FocusedControl | null {
  if (!element || element === root || !root.contains(element)) return null;
  const signature = signatureOf(element);
  const alike = [...root.querySelectorAll(focusable)].filter((candidate) => signatureOf(candidate) === signature);
  return { signature, nth: Math.max(0, alike.indexOf(element)) };
}

/**
 * The app replaces a page the server rendered with the same page; a keyboard user who had already
 * tabbed into it would find focus thrown back to the start. Until that replacement, the control in
 * focus is remembered, and when the server's nodes are gone, the same control in the app's page
 * takes focus. Visible controls only: a control the app does not show (a returning visitor's cookie
 * bar) had no focus to keep.
 */
export function keepFocusOnTakeover(root: HTMLElement): void {
  let focused = describe(root, document.activeElement);
  const remember = (event: FocusEvent) => (focused = describe(root, event.target as Element));
  root.addEventListener('focusin', remember);
  const observer = new MutationObserver(() => {
    observer.disconnect();
    root.removeEventListener('focusin', remember);
    const active = document.activeElement;
    if (!focused || (active && active !== document.body && root.contains(active))) return;
    const { signature, nth } = focused;
    const same = [...root.querySelectorAll<HTMLElement>(focusable)].filter((candidate) => signatureOf(candidate) === signature);
    same[nth]?.focus({ preventScroll: true });
  });
  observer.observe(root, { childList: true });
}

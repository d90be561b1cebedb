/**
 * Where focus goes as the cookie bar opens, changes and closes. The bar is re-created on the way
 * (the plain bar of the first paint gives way to the one driven by the consent machine, and it
 * disappears once decided), so the intent of the last action is kept here, outside the views, and
 * carried out by whichever bar renders next:
 * - `panel`: the preferences opened, focus goes into them (the marketing checkbox);
 * - `opener`: they closed back to the bar, focus returns to its Preferences button;
 * - `leave`: the bar closed (or the panel opened from outside closed), focus returns to where it was
 *   before it came into the bar (e.g. "Cookie settings" in the footer), else to the page's heading.
 */
type Intent = 'panel' | 'opener' | 'leave';

let intent: Intent | null = null;
let returnTo: HTMLElement | null = null;
let openedFromBar = false;

export const barFocus = {
  expect(next: Intent): void {
    intent = next;
  },
  /** True once (and then forgotten) when the last action asked for `wanted`. */
  take(wanted: Intent): boolean {
    if (intent !== wanted) return false;
    intent = null;
    return true;
  },
  /** The preferences are being opened by the bar's own button, or from outside it (the footer link). */
  openingPanel(fromBar: boolean): void {
    openedFromBar = fromBar;
    intent = 'panel';
  },
  /** Where "Back" goes: the bar's Preferences button, or out to what opened the panel. */
  closingPanel(): void {
    intent = openedFromBar ? 'opener' : 'leave';
  },
  /** An element outside the bar that had focus before it moved in. */
  rememberReturn(element: EventTarget | null): void {
    if (element instanceof HTMLElement && element !== document.body) returnTo = element;
  },
  /** Moves focus out of the bar: back to where it came from if that is still there, else to the page's heading. */
  leave(): void {
    const back = returnTo?.isConnected ? returnTo : null;
    returnTo = null;
    const target =
      back ?? document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    if (!target) return;
    if (!back && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  },
};

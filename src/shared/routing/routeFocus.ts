/** How long after a navigation a late heading (a screen still loading) still receives focus. */
const waitMs = 10_000;

/**
 * After a client-side navigation, focus moves to the new page's level-1 heading, so screen readers
 * announce the page by its name and the next Tab starts in its content. Screens load lazily and
 * some show a loading heading first, so this waits for the heading to appear and follows it when
 * it is replaced while focused. It gives up once the visitor has moved focus elsewhere themselves,
 * and after `waitMs`. Returns the cleanup.
 */
export function focusPageHeading(main: HTMLElement): () => void {
  const startedOn = document.activeElement;
  let focused: HTMLElement | null = null;
  const movedOn = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active === focused) return false;
    return focused ? true : active !== startedOn;
  };
  const attempt = () => {
    if (movedOn()) return stop();
    if (focused?.isConnected) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    focused = heading;
  };
  const observer = new MutationObserver(attempt);
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  attempt();
  return stop;
}

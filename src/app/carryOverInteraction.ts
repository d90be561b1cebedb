import { pressedBeforeAppKey, renderedPageAttribute } from '@contract/renderedPage';

/** Controls that take keyboard focus, in document order. */
const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';
const fields = 'input, select, textarea';

/** What tells one control from another in the same page: its kind, its target and its words (ids differ between the two renders). */
function signatureOf(element: Element): string {
  const labels =
    'labels' in element
      ? [...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent?.trim()).join(' ')
      : '';
  return [
    element.tagName,
    element.getAttribute('type') ?? '',
    element.getAttribute('href') ?? '',
    element.getAttribute('name') ?? '',
    element.getAttribute('aria-label') ?? '',
    labels,
    element.matches(fields) ? '' : (element.textContent?.trim() ?? ''),
  ].join('\u0000');
}

interface Control {
  signature: string;
  /** Which of the controls with that signature (a page may repeat a link, as the menu and the burger do). */
  nth: number;
}

function describe(within: ParentNode, element: Element, selector: string): Control {
  const signature = signatureOf(element);
  const alike = [...within.querySelectorAll(selector)].filter((candidate) => signatureOf(candidate) === signature);
  return { signature, nth: Math.max(0, alike.indexOf(element)) };
}

function find<E extends Element>(root: HTMLElement, { signature, nth }: Control, selector: string): E | undefined {
  return [...root.querySelectorAll<E>(selector)].filter((candidate) => signatureOf(candidate) === signature)[nth];
}

/** Sets a field the app controls as typing would: through the element's own setter, then the event React listens to. */
function enter(field: Element, from: Element) {
  if (
    field instanceof HTMLInputElement &&
    from instanceof HTMLInputElement &&
    (field.type === 'checkbox' || field.type === 'radio')
  ) {
    if (field.checked !== from.checked) field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setValue?.call(field, (from as HTMLInputElement).value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** A field whose value the visitor changed in the server's page. */
function edited(field: Element): boolean {
  if (field instanceof HTMLInputElement)
    return field.type === 'checkbox' || field.type === 'radio'
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return false;
}

/**
 * The app replaces a page the server rendered with the same page. A visitor who had already used it
 * would lose what they did: focus thrown back to the start, words typed into the search field gone.
 * Until that replacement, the control in focus is remembered; when the server's nodes are gone, the
 * same control in the app's page takes focus, what was typed, chosen or ticked in the server's
 * fields is entered into the app's, and the last button pressed is pressed again, as the visitor
 * would have. A control the app does not show (a
 * returning visitor's cookie bar) has nothing to keep.
 */
export function carryOverInteraction(root: HTMLElement): void {
  const inRoot = (element: Element | null) => element && element !== root && root.contains(element);
  let focused = inRoot(document.activeElement) ? describe(root, document.activeElement!, focusable) : null;
  const remember = (event: FocusEvent) =>
    (focused = inRoot(event.target as Element) ? describe(root, event.target as Element, focusable) : null);
  root.addEventListener('focusin', remember);
  // A button pressed in the server's page (the inline script noted it, before this code had arrived).
  const pressedAt = (element: unknown) =>
    element instanceof Element && inRoot(element) ? describe(root, element, 'button') : null;
  let pressed = pressedAt((window as unknown as Record<string, unknown>)[pressedBeforeAppKey]);
  const press = (event: MouseEvent) => (pressed = pressedAt((event.target as Element).closest?.('button')) ?? pressed);
  root.addEventListener('click', press, true);
  // The server's fields as they stand just before the replacement, with where each one was.
  const serverFields = [...root.querySelectorAll(fields)].map((field) => ({
    field,
    at: describe(root, field, fields),
  }));
  const observer = new MutationObserver(() => {
    observer.disconnect();
    root.removeEventListener('focusin', remember);
    root.removeEventListener('click', press, true);
    // The page is the app's now: its forms submit through the app (see contract/renderedPage.ts).
    root.removeAttribute(renderedPageAttribute);
    for (const { field, at } of serverFields) {
      if (!field.isConnected && edited(field)) {
        const same = find(root, at, fields);
        if (same) enter(same, field);
      }
    }
    const active = document.activeElement;
    if (focused && !(active && active !== document.body && root.contains(active)))
      find<HTMLElement>(root, focused, focusable)?.focus({ preventScroll: true });
    // The press the server's page could not act on, acted on now (the menu opens, the choice is
    // made): after the app's first effects have run, which set its components' starting state.
    const again = pressed && find<HTMLElement>(root, pressed, 'button');
    if (again) requestAnimationFrame(() => setTimeout(() => again.click(), 0));
  });
  observer.observe(root, { childList: true });
}

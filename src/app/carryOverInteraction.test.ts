import { describe, expect, it } from 'vitest';
import { carryOverInteraction } from './carryOverInteraction';

const page = `<a href="/">Home</a><nav><a href="/boxes">Boxes</a></nav><div class="burger"><a href="/boxes">Boxes</a></div><button>Accept all</button>`;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function serverPage(): HTMLElement {
  document.body.innerHTML = `<div id="root">${page}</div>`;
  return document.getElementById('root')!;
}

/** The app's first commit: every node of the server's page replaced by the app's own. */
function replace(root: HTMLElement, html = page) {
  const fresh = document.createElement('div');
  fresh.innerHTML = html;
  root.replaceChildren(...fresh.childNodes);
}

describe('what a visitor did in a rendered page, when the app takes it over', () => {
  it('moves to the same control in the app’s page, the second of two alike included', async () => {
    const root = serverPage();
    carryOverInteraction(root);
    root.querySelectorAll<HTMLElement>('a[href="/boxes"]')[1].focus();
    replace(root);
    await flush();
    expect(document.activeElement).toBe(root.querySelectorAll('a[href="/boxes"]')[1]);
  });

  it('remembers a control focused before it started watching, and leaves focus alone when none was in the page', async () => {
    const root = serverPage();
    root.querySelector<HTMLElement>('button')!.focus();
    carryOverInteraction(root);
    replace(root);
    await flush();
    expect(document.activeElement?.textContent).toBe('Accept all');

    const other = serverPage();
    carryOverInteraction(other);
    replace(other);
    await flush();
    expect(document.activeElement).toBe(document.body);
  });

  it('gives focus to nothing when the app does not show that control', async () => {
    const root = serverPage();
    carryOverInteraction(root);
    root.querySelector<HTMLElement>('button')!.focus();
    replace(root, '<a href="/">Home</a>');
    await flush();
    expect(document.activeElement).toBe(document.body);
  });

  it('enters what the visitor typed, chose and ticked into the app’s fields, as typing would', async () => {
    const form = `<label for="a">Town</label><input id="a" value=""><select aria-label="Size"><option value="">Any</option><option value="XS">XS</option></select><label><input type="checkbox"> Free only</label><label for="b">Untouched</label><input id="b" value="kept">`;
    document.body.innerHTML = `<div id="root">${form}</div>`;
    const root = document.getElementById('root')!;
    carryOverInteraction(root);
    root.querySelector('input')!.value = 'Žilina';
    root.querySelector('select')!.value = 'XS';
    root.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    // The app's page: the same fields, under other ids, with handlers as React attaches them.
    const seen: string[] = [];
    const fresh = document.createElement('div');
    fresh.innerHTML = form.replace('for="a"', 'for="x"').replace('id="a"', 'id="x"');
    fresh.addEventListener('input', (event) => seen.push(`input ${(event.target as HTMLInputElement).value}`));
    fresh.addEventListener('change', (event) => seen.push(`change ${(event.target as HTMLSelectElement).value}`));
    fresh.addEventListener('click', (event) => seen.push(`click ${(event.target as HTMLInputElement).checked}`));
    root.replaceChildren(fresh);
    await flush();
    expect(fresh.querySelector<HTMLInputElement>('#x')!.value).toBe('Žilina');
    expect(fresh.querySelector('select')!.value).toBe('XS');
    expect(fresh.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked).toBe(true);
    // A tick is a click, which the browser follows with its input and change events.
    expect(seen).toEqual(['input Žilina', 'change XS', 'click true', 'input on', 'change on']);
    expect(fresh.querySelector<HTMLInputElement>('#b')!.value).toBe('kept');
  });

  it('presses again, in the app’s page, the button pressed in the server’s page', async () => {
    const root = serverPage();
    const menu = `<button aria-label="Open menu"></button><button>Accept all</button>`;
    root.innerHTML = menu;
    // Pressed before the app's code had arrived: the page's inline script noted it.
    (window as unknown as Record<string, unknown>).__pressedBeforeApp = root.querySelector('[aria-label="Open menu"]');
    carryOverInteraction(root);
    const pressed: string[] = [];
    const fresh = document.createElement('div');
    fresh.innerHTML = menu;
    fresh.addEventListener('click', (event) =>
      pressed.push(
        (event.target as HTMLElement).getAttribute('aria-label') ?? (event.target as HTMLElement).textContent ?? '',
      ),
    );
    root.replaceChildren(fresh);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(pressed).toEqual(['Open menu']);
    delete (window as unknown as Record<string, unknown>).__pressedBeforeApp;
  });
});

import { describe, expect, it } from 'vitest';
import { keepFocusOnTakeover } from './keepFocusOnTakeover';

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

describe('focus across the app taking over a rendered page', () => {
  it('moves to the same control in the app’s page, the second of two alike included', async () => {
    const root = serverPage();
    keepFocusOnTakeover(root);
    root.querySelectorAll<HTMLElement>('a[href="/boxes"]')[1].focus();
    replace(root);
    await flush();
    expect(document.activeElement).toBe(root.querySelectorAll('a[href="/boxes"]')[1]);
  });

  it('remembers a control focused before it started watching, and leaves focus alone when none was in the page', async () => {
    const root = serverPage();
    root.querySelector<HTMLElement>('button')!.focus();
    keepFocusOnTakeover(root);
    replace(root);
    await flush();
    expect(document.activeElement?.textContent).toBe('Accept all');

    const other = serverPage();
    keepFocusOnTakeover(other);
    replace(other);
    await flush();
    expect(document.activeElement).toBe(document.body);
  });

  it('gives focus to nothing when the app does not show that control', async () => {
    const root = serverPage();
    keepFocusOnTakeover(root);
    root.querySelector<HTMLElement>('button')!.focus();
    replace(root, '<a href="/">Home</a>');
    await flush();
    expect(document.activeElement).toBe(document.body);
  });
});

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createFakeFetch, defaultShellRoutes } from '../support/fakeNetwork';

// Screens load lazily (their chunk, then their message group): on a busy 2-core machine the first
// `findBy…` of a test can wait several seconds for them. The default of one second made a loaded
// CI run fail where a quiet one passed; a screen that never appears still fails, after ten.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; the shell scrolls to the top after navigation.
window.scrollTo = () => undefined;

// No test reaches a real server: the shell's calls get healthy default answers.
beforeEach(() => {
  vi.stubGlobal('fetch', createFakeFetch(defaultShellRoutes));
});

// The test files of a worker share one document and one module cache (the project runs with
// isolation off, several times faster): whatever a test left in the page, the address bar or the
// clock is put back, so the next file starts from a blank page at `/`.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

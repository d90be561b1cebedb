import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createFakeFetch, defaultShellRoutes } from '../support/fakeNetwork';

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

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs } from './playwright.config.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localeMessages } from './scripts/vite/localeMessages';
import { pathAliases } from './scripts/vite/aliases';

// Inline projects do not inherit the root's settings: each names the import aliases itself.
const resolve = { alias: pathAliases(path.dirname(fileURLToPath(import.meta.url))) };

const webTests = [
  'src/**/*.test.{ts,tsx}',
  'machines/**/*.test.{ts,tsx}',
  'tests/unit/**/*.test.{ts,tsx}',
  'tests/stories/**/*.test.{ts,tsx}',
];
const isolatedTests = '**/*.isolated.test.{ts,tsx}';

/** The app and its machines in jsdom. */
function webProject(test: { name: string; include: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    plugins: [localeMessages({ precompile: false })],
    resolve,
    test: {
      ...test,
      environment: 'jsdom',
      setupFiles: ['tests/unit/setup.ts'],
      // A test that renders lazily loaded screens waits for them (see tests/unit/setup.ts): 30 s
      // rather than the default 5 s, so a loaded machine slows it down without failing it.
      testTimeout: 30_000,
      sequence: { groupOrder: 1 },
    },
  };
}

// The server and contract run in Node; the app, machines and the story-coverage check in jsdom
// (web, and web-isolated for the few tests that need a fresh module cache); every story in a real (headless) Chromium through Storybook's Vitest addon, where
// a story fails on a render error, a failing play function or an accessibility violation.
// Browser tests (Playwright, tests/e2e) are not vitest tests.
export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Migrates one PGlite database for the whole run; each file's database starts from it.
          globalSetup: ['server/testing/pgliteSnapshot.ts'],
          // Files share their workers' module cache instead of importing the server anew for each:
          // the suite takes about half the CPU. Every file opens its own database and app and closes
          // them, so nothing of one file's state reaches another.
          isolate: false,
          // PGlite instances are memory hungry; a few files at a time on a 2-core machine. A project
          // with its own worker limit runs as its own group: the server first, then the app.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      webProject({
        name: 'web',
        include: webTests,
        exclude: [isolatedTests],
        // The files of a worker share one document and module cache, several times faster than a
        // fresh jsdom and import of the app per file; tests/unit/setup.ts blanks the page after each.
        isolate: false,
      }),
      // A test that needs the app's modules as a first visit finds them (nothing downloaded yet)
      // is named *.isolated.test.tsx and gets its own document and module cache.
      webProject({ name: 'web-isolated', include: [isolatedTests], isolate: true }),
      {
        // Stories come from .storybook/main.ts; Debian's Chromium, never a downloaded browser.
        // This project does not read vite.config.ts: it needs the message groups' plugin of its own.
        plugins: [storybookTest({ configDir: '.storybook' }), localeMessages({ precompile: false })],
        resolve,
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
          // Last, on its own: one browser beside the jsdom workers would starve the 2 cores.
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

// Two projects: the server and contract run in Node; the app, machines and stories' logic in jsdom.
// Browser tests (Playwright, tests/e2e) are not vitest tests.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are memory hungry; a few files at a time on a 2-core machine. A project
          // with its own worker limit runs as its own group: the server first, then the app.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

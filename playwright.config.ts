import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the production server (`npm run build` first) on a fresh embedded database.
 * Playwright downloads no browser: Debian's Chromium, or CHROMIUM_PATH.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// Set once in the runner and inherited by its workers (which load this file again), so a test can
// reach the server's operator socket in the same data directory (the console's first admin).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'self-storage-e2e-')));

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    // The compiled server, as `npm start` runs it; compiled here too, so a run after `vite build` alone
    // never starts a missing or stale build/server.js — except under `npm test`, whose build stage has
    // just compiled it and whose size check starts the same file meanwhile.
    command: process.env.E2E_SERVER_BUILT ? 'node build/server.js' : 'npm run build:server && node build/server.js',
    url: `http://127.0.0.1:${port}/api/info`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A build made elsewhere (vite build --outDir …) so parallel runs do not share dist/.
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
      NODE_ENV: 'production',
      MAILBOX_ENABLED: 'true',
      // Each test sends its own client address (tests/e2e/test.ts), as separate customers would.
      TRUST_PROXY: 'true',
      // The chatbot (off by default in production): its button, window and POST /ask.
      CHATBOT_ENABLED: 'true',
      // The simulated locks of the embedded broker, listed at /dev/locks, relock after 5 s.
      LOCKS_PAGE_ENABLED: 'true',
      LOCK_RELOCK_SECONDS: '5',
      // A free port for the embedded lock broker, so parallel runs and a development server do not collide.
      LOCK_MQTT_PORT: '0',
      // Production requires a payment provider: the sandbox, with its own notification secret.
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_PAYMENT_SECRET: 'e2e-sandbox-notification-secret',
      // Production encrypts the console's authenticator secrets with it.
      STAFF_SECRET_KEY: 'e2e-staff-secret-key-of-32-characters',
    },
  },
});

/**
 * What `npm test` runs, as stages with their dependencies. The runner (run.ts) starts a stage once
 * the stages it needs have passed and the machine has room for it, so the slow suites overlap on
 * two cores: a stage's `load` is about how many cores it keeps busy. Every stage of a clean-clone CI
 * run is here; the ones that need an outside service run only when the caller names it.
 */
export interface Stage {
  name: string;
  /** The command, run through the shell from the repository root. */
  command: string;
  /** Stages that must have passed first (a failed one skips this stage). */
  needs?: string[];
  /** Cores it keeps busy on its own, roughly: the runner keeps the sum within its limit. */
  load: number;
  /**
   * Runs at the machine's normal priority; every other stage runs niced, so the stage the whole run
   * waits for (the browser tests, several times longer when they share the cores equally) and the
   * timed chaos slice get the CPU first and the rest fill what they leave.
   */
  critical?: boolean;
  env?: Record<string, string>;
}

const vitest = 'vitest run --reporter=dot';

export function stagesOf(env: NodeJS.ProcessEnv): Stage[] {
  // In the order they start when there is room: the longest first, so that the short ones fill the
  // gaps at the end.
  const stages: Stage[] = [
    // The browser build, the page renderer and the compiled server, once: the browser tests and
    // the size check use this build; Playwright's server only recompiles the server (esbuild, ~1 s).
    { name: 'build', command: 'npm run build', load: 1, critical: true },
    {
      name: 'browser tests (Playwright)',
      command: 'playwright test',
      needs: ['build'],
      env: { E2E_SERVER_BUILT: '1' },
      load: 1,
      critical: true,
    },
    // A slice of `npm run chaos:billing`: two servers on PostgreSQL, one killed after the provider
    // charged a card and before the answer was recorded. Mostly waiting for the scheduled minute and
    // the resume, so it takes little of the machine.
    ...(env.TEST_POSTGRES_URL
      ? [
          {
            name: 'billing chaos (PostgreSQL)',
            command: 'node --import tsx scripts/chaos-billing.ts --contracts 500 --points provider-answered',
            env: { CHAOS_DATABASE_URL: env.TEST_POSTGRES_URL },
            load: 0.5,
            critical: true,
          },
        ]
      : []),
    // Two workers, but niced and much of it waiting on PGlite's file writes: counted as one and a
    // half cores, so it starts beside the others instead of waiting alone for the end of the run.
    { name: 'server tests (PGlite)', command: `${vitest} --project server`, load: 1.5 },
    { name: 'app tests (jsdom)', command: `${vitest} --project web --project web-isolated`, load: 1 },
    // The same server tests against a real PostgreSQL (row locks, SKIP LOCKED, two connections);
    // much of their time is the database's, so they count as one core.
    ...(env.TEST_POSTGRES_URL
      ? [
          {
            name: 'server tests (PostgreSQL)',
            command: `${vitest} --project server`,
            env: { TEST_DATABASE_URL: env.TEST_POSTGRES_URL },
            load: 1,
          },
        ]
      : []),
    { name: 'story tests (Chromium)', command: `${vitest} --project storybook`, load: 1 },
    { name: 'typecheck', command: 'tsc --noEmit -p tsconfig.json', load: 1 },
    { name: 'lint', command: 'biome check --error-on-warnings . && knip', load: 1 },
    { name: 'storybook build', command: 'npm run build-storybook', load: 1 },
    { name: 'size', command: 'node --import tsx scripts/size.ts', needs: ['build'], load: 1 },
  ];
  // The lock adapter against a real MQTT broker instead of the embedded one.
  if (env.TEST_MQTT_URL)
    stages.push({
      name: 'lock tests (MQTT broker)',
      command: `${vitest} --project server server/locks`,
      env: { TEST_LOCK_MQTT_URL: env.TEST_MQTT_URL },
      load: 1,
    });
  return stages;
}

import type { FastifyBaseLogger } from 'fastify';

/** One periodic task: returns how much it did; a full batch (`>= batch`) runs it again at once. */
export interface JobStep {
  name: string;
  everyMs: number;
  batch?: number;
  run(): Promise<number>;
}

export interface JobRunner {
  /** Stops scheduling and waits for the runs in progress. */
  stop(): Promise<void>;
}

/**
 * Runs each step on its own timer, never two runs of a step at once in this process. Every step
 * claims its rows with FOR UPDATE SKIP LOCKED, so any number of server instances can run this side
 * by side. Errors are logged, never thrown: a database hiccup only delays the next run.
 */
export function startJobRunner(steps: JobStep[], log: Pick<FastifyBaseLogger, 'error'>): JobRunner {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const schedule = (step: JobStep, delay: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = step
        .run()
        .then((done) => done >= (step.batch ?? Infinity))
        .catch((err) => {
          log.error({ err, step: step.name }, 'job step failed');
          return false;
        })
        .then((more) => {
          running.delete(run);
          if (!stopped) schedule(step, more ? 0 : step.everyMs);
        });
      running.add(run);
    }, delay);
    timers.add(timer);
  };
  // Spread the first runs so the steps do not all hit the database in the same instant.
  steps.forEach((step, i) => {
    schedule(step, 500 + i * 250);
  });

  return {
    stop: async () => {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.all([...running]);
    },
  };
}

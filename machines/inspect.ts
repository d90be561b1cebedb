import type { InspectionEvent } from 'xstate';

/**
 * The XState inspector, in development only: open the app with `?inspect` and every machine's
 * states and events stream to the Stately inspector window. Providers pass `inspect` in their actor
 * options; in production it is undefined and `@statelyai/inspect` is never loaded (dynamic import
 * behind `import.meta.env.DEV`, so the bundler drops it).
 */
let forward: ((event: InspectionEvent) => void) | null = null;
const early: InspectionEvent[] = [];
const wanted =
  import.meta.env.DEV && typeof location !== 'undefined' && new URLSearchParams(location.search).has('inspect');

export const inspect: ((event: InspectionEvent) => void) | undefined = wanted
  ? (event) => (forward ? forward(event) : void early.push(event))
  : undefined;

export async function startInspector(): Promise<void> {
  if (!wanted) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  const send = (event: InspectionEvent) => inspector.inspect.next?.(event);
  forward = send;
  for (const event of early.splice(0)) send(event);
}

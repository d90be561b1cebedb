/**
 * With START_TIMING=1 the server writes, to stderr, when each start step ended: milliseconds since
 * the process began (performance.now()), so the time spent loading the code shows before the first
 * step. Off by default; for measuring the cold start.
 */
export function startTiming(enabled = Boolean(process.env.START_TIMING)): (step: string) => void {
  if (!enabled) return () => {};
  let last = performance.now();
  console.error(`start: code loaded at ${Math.round(last)} ms`);
  return (step) => {
    const now = performance.now();
    console.error(`start: ${step} at ${Math.round(now)} ms (+${Math.round(now - last)})`);
    last = now;
  };
}

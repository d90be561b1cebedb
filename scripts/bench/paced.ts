/**
 * A paced load generator: requests leave at a fixed offered rate, whatever the answers' speed (an
 * open model, unlike autocannon's closed loop of connections). A request's latency counts from the
 * moment it was due, so a server that falls behind shows it in the percentiles instead of slowing
 * the sender down.
 */
import http from 'node:http';

export interface PacedFigures {
  offered: number;
  sent: number;
  completed: number;
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

export const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;

export async function pacedLoad({
  base,
  rate,
  seconds,
  path,
}: {
  base: string;
  rate: number;
  seconds: number;
  path: () => string;
}): Promise<PacedFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const total = Math.round(rate * seconds);
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const fire = (due: number) => {
    const done = new Promise<void>((resolve) => {
      const request = http.get(`${base}${path()}`, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - due);
          else errors += 1;
          resolve();
        });
      });
      request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  while (sent < total) {
    const now = performance.now();
    // Every request that is due by now leaves now, each stamped with its own due time.
    while (sent < total && started + (sent * 1000) / rate <= now) fire(started + (sent++ * 1000) / rate);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    offered: rate,
    sent,
    completed: latencies.length,
    achieved: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? NaN,
    errors,
  };
}

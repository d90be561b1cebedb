/**
 * npm test: every check of the project (stages.ts), the slow ones side by side. Each stage's
 * output is kept in a file and printed whole when it ends, so parallel stages do not interleave;
 * at the end a table gives each stage's result and duration, the wall time, and the tests counted.
 * Exits with 1 when a stage failed.
 *
 *   TEST_STAGES=typecheck,lint npm test   only these stages (and nothing they need is added)
 *   TEST_LOAD=2 npm test                  how many cores' worth of stages run at once (default: one
 *                                         and a half times the machine's cores, at least 3: much of a
 *                                         browser test is waiting)
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { type Stage, stagesOf } from './stages';
import { testCounts } from './testCounts';

type Result = { stage: Stage; status: 'passed' | 'failed' | 'skipped'; seconds: number; cpu: number; output: string };

/** Bash's `times` line for the children: "1m2.5s 0m3.25s" (user, system), as seconds of CPU. */
const cpuSeconds = (times: string): number =>
  [...(times.trim().split('\n').at(-1) ?? '').matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
    0,
  );

const shellQuote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

const only = process.env.TEST_STAGES?.split(',').map((name) => name.trim());
const stages = stagesOf(process.env).filter((stage) => !only || only.some((name) => stage.name.startsWith(name)));
const loadLimit = Number(process.env.TEST_LOAD) || Math.max(3, Math.round(availableParallelism() * 1.5));
const logs = mkdtempSync(path.join(tmpdir(), 'npm-test-'));
const started = Date.now();

function runStage(stage: Stage): Promise<Result> {
  const log = path.join(logs, `${stage.name.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(log);
  const begun = Date.now();
  console.log(`▶ ${stage.name}: ${stage.command}`);
  return new Promise((resolve) => {
    // Through bash, whose `times` (written to a fourth pipe) gives the CPU the stage used.
    const command = stage.critical ? stage.command : `nice -n 10 bash -c ${shellQuote(stage.command)}`;
    const child = spawn('bash', ['-c', `${command}\nstatus=$?\ntimes >&3\nexit $status`], {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...stage.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    child.stdout!.pipe(out, { end: false });
    child.stderr!.pipe(out, { end: false });
    let times = '';
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      times += chunk.toString();
    });
    child.on('close', (code) => {
      out.end(() => {
        const seconds = (Date.now() - begun) / 1000;
        const status = code === 0 ? 'passed' : 'failed';
        console.log(`\n━━ ${stage.name}: ${status} in ${seconds.toFixed(0)} s ━━`);
        const output = readFileSync(log, 'utf8');
        console.log(output.trimEnd());
        resolve({ stage, status, seconds, cpu: cpuSeconds(times), output });
      });
    });
  });
}

async function runAll(): Promise<Result[]> {
  const results = new Map<string, Result>();
  const running = new Map<string, Promise<Result>>();
  let waiting = [...stages];
  const load = () => [...running.keys()].reduce((sum, name) => sum + stages.find((s) => s.name === name)!.load, 0);
  while (waiting.length || running.size) {
    for (const stage of waiting) {
      const needs = stage.needs ?? [];
      if (needs.some((name) => results.get(name)?.status !== undefined && results.get(name)!.status !== 'passed')) {
        results.set(stage.name, { stage, status: 'skipped', seconds: 0, cpu: 0, output: '' });
        console.log(`✗ ${stage.name}: skipped, ${needs.join(', ')} did not pass`);
      } else if (
        needs.every((name) => results.get(name)?.status === 'passed' || !stages.some((s) => s.name === name))
      ) {
        // A stage starts when there is room, or alone when nothing runs (a stage larger than the limit).
        if (running.size && load() + stage.load > loadLimit) continue;
        running.set(stage.name, runStage(stage));
      }
    }
    waiting = waiting.filter((stage) => !results.has(stage.name) && !running.has(stage.name));
    if (!running.size) continue;
    const done = await Promise.race(running.values());
    running.delete(done.stage.name);
    results.set(done.stage.name, done);
  }
  return stages.map((stage) => results.get(stage.name)!);
}

const results = await runAll();
const wall = (Date.now() - started) / 1000;
console.log('\nstage                              result    duration       CPU');
// What ran before npm test on this machine (.ci/run: packages, npm ci), as "name=seconds;…".
for (const [name, seconds] of (process.env.TEST_SETUP_TIMES ?? '')
  .split(';')
  .filter(Boolean)
  .map((e) => e.split('=')))
  console.log(`${name!.padEnd(34)} ${'done'.padEnd(9)} ${String(seconds).padStart(5)} s`);
for (const { stage, status, seconds, cpu } of results)
  console.log(
    `${stage.name.padEnd(34)} ${status.padEnd(9)} ${String(Math.round(seconds)).padStart(5)} s   ${String(Math.round(cpu)).padStart(5)} s`,
  );
const cpu = results.reduce((sum, r) => sum + r.cpu, 0);
console.log(
  `${'wall time, all CPU'.padEnd(44)} ${String(Math.round(wall)).padStart(5)} s   ${String(Math.round(cpu)).padStart(5)} s (logs in ${logs})`,
);
const counts = testCounts(results.map((r) => r.output));
const failedStages = results.filter((r) => r.status !== 'passed').map((r) => r.stage.name);
if (failedStages.length) console.log(`not passed: ${failedStages.join(', ')}`);
console.log(`${counts.passed} passed, ${counts.failed + (failedStages.length && !counts.failed ? 1 : 0)} failed`);
process.exitCode = failedStages.length ? 1 : 0;

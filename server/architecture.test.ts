import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's capability folders import each other in one direction only (docs/server-notes.md).
 * This reads the relative imports of every non-test file and checks the rules that keep it so.
 */
const serverDir = path.dirname(fileURLToPath(import.meta.url));
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
const sources = filesOf(serverDir).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes(`${path.sep}testing${path.sep}`),
);

/** The folder right under server/ that a file belongs to ('' for the composition root: app.ts, main.ts …). */
const folderOf = (file: string) => {
  const parts = path.relative(serverDir, file).split(path.sep);
  return parts.length > 1 ? parts[0] : '';
};

const imports = sources.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(([, spec]) => {
    const target = path.resolve(path.dirname(file), spec);
    return {
      file: path.relative(serverDir, file),
      from: folderOf(file),
      target: path.relative(serverDir, target),
      to: target.startsWith(serverDir) ? folderOf(`${target}.ts`) : null,
    };
  }),
);
const between = imports.filter((i) => i.to !== null && i.from !== '' && i.to !== '' && i.from !== i.to);
const edges = new Set(between.map((i) => `${i.from} -> ${i.to}`));
const importsOf = (folder: string) =>
  [...edges].filter((e) => e.startsWith(`${folder} -> `)).map((e) => e.split(' -> ')[1]);

describe('server import rules', () => {
  it('never imports the front end (src/, machines/)', () => {
    expect(imports.filter((i) => /^\.\.\/(src|machines)\//.test(i.target)).map((i) => i.file)).toEqual([]);
  });

  it('has no cycle between capability folders', () => {
    const cycles: string[] = [];
    const visit = (folder: string, trail: string[]) => {
      if (trail.includes(folder)) return void cycles.push([...trail.slice(trail.indexOf(folder)), folder].join(' -> '));
      for (const next of importsOf(folder)) visit(next, [...trail, folder]);
    };
    for (const folder of new Set(between.map((i) => i.from))) visit(folder, []);
    expect(cycles).toEqual([]);
  });

  it('keeps the payment adapters, the job queue and the identity base free of the capabilities above them', () => {
    const above = ['checkout', 'orders', 'rentals', 'accounts', 'auth', 'warehouses'];
    for (const base of ['payments', 'jobs', 'identity'])
      expect({ base, imports: importsOf(base).filter((f) => above.includes(f)) }).toEqual({ base, imports: [] });
  });

  it('lets only checkout change an order status', () => {
    const writers = sources
      .filter((f) => /update\(clientOrder\)[\s\S]{0,80}status:/.test(readFileSync(f, 'utf8')))
      .map((f) => folderOf(f));
    expect(new Set(writers)).toEqual(new Set(['checkout']));
  });
});

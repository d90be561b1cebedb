import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's folders import each other in one direction only, as docs/server-notes.md writes it down.
 * This reads the imports of every non-test file and the doc's table and allowed directions, and checks
 * that they agree.
 */
const serverDir = path.dirname(fileURLToPath(import.meta.url));
const notesFile = path.join(serverDir, '..', 'docs', 'server-notes.md');
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

/** What an import names, relative to server/: a relative path or the `@server/` alias; null for anything else. */
const targetOf = (file: string, spec: string): string | null => {
  if (spec.startsWith('@server/')) return path.join(serverDir, spec.slice('@server/'.length));
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  return null;
};

const FRONT_END_ALIAS = /^@(shared|features|app|machines|tests)\//;
const imports = sources.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'([^']+)'/g)].map(([, spec]) => {
    const target = targetOf(file, spec);
    return {
      file: path.relative(serverDir, file),
      from: folderOf(file),
      frontEnd:
        FRONT_END_ALIAS.test(spec) ||
        (target !== null && /^\.\.\/(src|machines)\//.test(path.relative(serverDir, target))),
      to: target?.startsWith(serverDir) ? folderOf(`${target}.ts`) : null,
    };
  }),
);
interface Edge {
  file: string;
  from: string;
  to: string;
}
const between: Edge[] = imports.flatMap(({ file, from, to }) =>
  to !== null && from !== '' && to !== '' && from !== to ? [{ file, from, to }] : [],
);
const edges = new Set(between.map((i) => `${i.from} -> ${i.to}`));
const importsOf = (folder: string) =>
  [...edges].filter((e) => e.startsWith(`${folder} -> `)).map((e) => e.split(' -> ')[1]);

const notes = readFileSync(notesFile, 'utf8');
const serverFolders = readdirSync(serverDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
/** The table's rows, `| \`billing/\` | what it owns |`: folder and description. */
const tableRows = [...notes.matchAll(/^\| `([^`]+)\/` +\| (.+?) +\|$/gm)].map(([, folder, owns]) => ({ folder, owns }));

/**
 * The allowed directions, one line per folder: ``- `billing` → `rentals`, `orders` `` or ``- `db` → nothing``.
 * A target that is not a single folder in backticks is kept as written, so the test below names it.
 */
const directionLines = [...notes.matchAll(/^- `([a-z]+)` → (.+)$/gm)].map(([, folder, targets]) => ({
  folder,
  targets: targets === 'nothing' ? [] : targets.split(', ').map((t) => /^`([a-z]+)`$/.exec(t)?.[1] ?? t),
}));
const allowed = new Map(directionLines.map(({ folder, targets }) => [folder, new Set(targets)]));

/** The imports between folders that the allowed directions do not list, as `file: from → to`. */
const disallowed = (found: Edge[], rules: Map<string, Set<string>>) =>
  found.filter((e) => !rules.get(e.from)?.has(e.to)).map((e) => `${e.file}: ${e.from} → ${e.to}`);

const cyclesOf = (next: (folder: string) => string[], folders: Iterable<string>) => {
  const cycles: string[] = [];
  const visit = (folder: string, trail: string[]) => {
    if (trail.includes(folder)) return void cycles.push([...trail.slice(trail.indexOf(folder)), folder].join(' -> '));
    for (const to of next(folder)) visit(to, [...trail, folder]);
  };
  for (const folder of folders) visit(folder, []);
  return cycles;
};

describe('server import rules', () => {
  it('never imports the front end (src/, machines/)', () => {
    expect(imports.filter((i) => i.frontEnd).map((i) => i.file)).toEqual([]);
  });

  it('has no cycle between folders', () => {
    expect(cyclesOf(importsOf, new Set(between.map((i) => i.from)))).toEqual([]);
  });

  it('keeps the payment adapters, the job queue and the identity base free of the capabilities above them', () => {
    const above = ['checkout', 'orders', 'rentals', 'billing', 'accounts', 'auth', 'warehouses'];
    for (const base of ['payments', 'jobs', 'identity'])
      expect({ base, imports: importsOf(base).filter((f) => above.includes(f)) }).toEqual({ base, imports: [] });
  });

  it('keeps HTTP out of the infrastructure', () => {
    for (const base of ['db', 'config', 'html', 'jobs', 'mail', 'identity', 'documents'])
      expect({ base, imports: importsOf(base).filter((f) => ['http', 'pages'].includes(f)) }).toEqual({
        base,
        imports: [],
      });
  });

  it('lets only checkout change an order status', () => {
    const writers = sources
      .filter((f) => /update\(clientOrder\)[\s\S]{0,80}status:/.test(readFileSync(f, 'utf8')))
      .map((f) => folderOf(f));
    expect(new Set(writers)).toEqual(new Set(['checkout']));
  });
});

describe('docs/server-notes.md', () => {
  it('lists every folder under server/ in its table, once, and no folder that is not there', () => {
    expect(tableRows.map((r) => r.folder).sort()).toEqual(serverFolders);
  });

  it('says what each folder owns in one short line', () => {
    const long = tableRows.filter((r) => r.owns.split(/\s+/).length > 16).map((r) => r.folder);
    expect(long).toEqual([]);
  });

  it('writes the allowed imports of every folder with code, once each, naming only folders of the table', () => {
    const withCode = [...new Set(sources.map(folderOf))].filter((f) => f !== '').sort();
    expect(directionLines.map((l) => l.folder).sort()).toEqual(withCode);
    const listed = new Set(tableRows.map((r) => r.folder));
    expect(directionLines.flatMap((l) => l.targets.filter((t) => !listed.has(t)))).toEqual([]);
  });

  it('allows every import between folders that the code makes', () => {
    expect(disallowed(between, allowed)).toEqual([]);
  });

  it('allows no cycle between folders', () => {
    expect(cyclesOf((f) => [...(allowed.get(f) ?? [])], allowed.keys())).toEqual([]);
  });

  it('would report an import it does not allow, and only that one', () => {
    const planted = [
      { file: 'cameras/allowed.ts', from: 'cameras', to: 'rentals' },
      { file: 'cameras/planted.ts', from: 'cameras', to: 'billing' },
    ];
    expect(disallowed(planted, allowed)).toEqual(['cameras/planted.ts: cameras → billing']);
  });
});

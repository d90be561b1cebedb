/**
 * Compiles the server ahead of time into build/server.js (and chunks next to it), which `npm start`
 * runs with plain `node`: no TypeScript is transpiled at start. Our own code (server/, contract/)
 * is bundled, and so is drizzle-orm: its modules are hundreds of small files, and reading them one by
 * one took about a second of every start (measured). The other packages stay in node_modules,
 * imported as they are (some read their own files at run time, relative to where they are installed).
 *
 * Some server files read files next to their source (the migrations, the gazetteer, the common
 * passwords, package.json, dist/) through `import.meta.url`. In the bundle each of them still means
 * its own source file: it is written relative to build/, so the checkout can move as a whole.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { pathAliases } from './vite/aliases';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'server', 'main.ts');
const outDir = path.join(root, 'build');
export const serverOutFile = path.join(outDir, 'server.js');

/** Packages bundled into build/server.js; every other package is imported from node_modules. */
const bundledPackages = /^drizzle-orm(\/|$)/;
/** Our own folders under their import aliases (tsconfig.json `paths`, which esbuild resolves): bundled. */
const ownAliases = pathAliases(root).map(({ find }) => find);

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path: spec }) =>
      bundledPackages.test(spec) || ownAliases.some((alias) => alias.test(spec)) ? undefined : { external: true },
    );
  },
};

const sourceLocations: Plugin = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(file, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(outDir, file).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer(): Promise<void> {
  // The page renderer in build/prerender is vite's output (vite.config.ts), built apart: it stays.
  for (const entry of existsSync(outDir) ? readdirSync(outDir) : [])
    if (entry !== 'prerender') rmSync(path.join(outDir, entry), { recursive: true, force: true });
  await build({
    entryPoints: { server: serverEntry },
    outdir: outDir,
    // What the server imports on demand (the driver it does not use) goes to chunks of its own; every
    // file lands in build/ itself, the folder the import.meta.url rewriting above counts from.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // For diagnosis: `node --enable-source-maps build/server.js` gives stack traces in the TypeScript
    // sources. Not on in `npm start`: reading the maps at load added 0.3–1 s to the start (measured).
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages, sourceLocations],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();

/**
 * Compiles the server ahead of time into one JavaScript file, build/server.js, which `npm start`
 * runs with plain `node`: no TypeScript is transpiled at start. Our own code (server/, contract/)
 * is bundled; the packages stay in node_modules, imported as they are.
 *
 * Some server files read files next to their source (the migrations, the gazetteer, the common
 * passwords, package.json, dist/) through `import.meta.url`. In the bundle each of them still means
 * its own source file: it is written relative to build/server.js, so the checkout can move as a whole.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'server', 'main.ts');
export const serverOutFile = path.join(root, 'build', 'server.js');

const sourceLocations: Plugin = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(file, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(serverOutFile), file).split(path.sep).join('/');
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

export async function buildServer(): Promise<void> {
  await build({
    entryPoints: [serverEntry],
    outfile: serverOutFile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceLocations],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();

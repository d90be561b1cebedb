import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The import aliases (`@contract/…`, `@shared/…`, …) for Vite, Vitest and Storybook, read from
 * tsconfig.json's `paths` so that the type checker, the bundlers, tsx and esbuild agree on one list.
 * Files under scripts/vite/ and the tools' own config files keep relative imports: they are loaded
 * before any alias is known.
 */
export function pathAliases(root: string): { find: RegExp; replacement: string }[] {
  const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => ({
    find: new RegExp(`^${alias.replace('/*', '/')}`),
    replacement: `${path.join(root, target.replace('/*', ''))}/`,
  }));
}

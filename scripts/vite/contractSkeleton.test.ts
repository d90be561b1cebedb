import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractSkeleton, withoutZodErrorSchema } from './contractSkeleton';

const tsRestCore = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@ts-rest/core/package.json')),
  'index.esm.mjs',
);

describe('the browser build of @ts-rest/core', () => {
  it('keeps no zod: its ZodErrorSchema is null', () => {
    const cut = withoutZodErrorSchema(readFileSync(tsRestCore, 'utf8'));
    expect(cut).not.toMatch(/from 'zod'/);
    expect(cut).toContain('const ZodErrorSchema = null;');
    expect(cut).toContain('const initClient');
  });

  it('fails the build when the package no longer fits the cut', () => {
    expect(() => withoutZodErrorSchema("import { z } from 'zod';\nexport const x = z.string();\n")).toThrow(
      /@ts-rest\/core changed/,
    );
  });
});

describe('the browser clients get the skeleton of the contract', () => {
  const root = path.resolve('.');
  const plugin = contractSkeleton(root);
  const resolve = (source: string, importer: string) =>
    (plugin.resolveId as (source: string, importer: string) => string | null)(source, path.join(root, importer));

  // Vite's alias runs first, so the plugin may see either form of the same import.
  it('whether the import arrives as written or through the alias', () => {
    for (const source of ['@contract/index', path.join(root, 'contract/index')])
      expect(resolve(source, 'src/shared/api/client.ts'), source).toMatch(/^\0contract-skeleton:.*contract\/index\.ts/);
    expect(resolve(path.join(root, 'contract/places'), 'src/features/warehouses/warehouseApi.ts')).toMatch(
      /placesContract/,
    );
  });

  it('and nothing else: another module keeps the real contract', () => {
    expect(resolve('@contract/index', 'src/features/order/orderEffects.ts')).toBeNull();
    expect(resolve('@contract/order', 'src/shared/api/client.ts')).toBeNull();
  });
});

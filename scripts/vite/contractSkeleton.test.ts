import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutZodErrorSchema } from './contractSkeleton';

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

import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './cruiseImports';

// An import names its target by an alias (`@contract/…`, `@shared/…`, see tsconfig.json) once it would
// climb more than two folders: a reader sees at once which area a module comes from.
const specifier = /(?:from|import|vi\.mock|vi\.importActual)\s*\(?\s*['"]((?:\.\.\/){3,}[^'"]*)['"]/g;

describe('imports', () => {
  it('never climb more than two folders', () => {
    const files = execSync("git ls-files --cached --others --exclude-standard '*.ts' '*.tsx'", {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    const deep = files.flatMap((file) =>
      [...readFileSync(join(repoRoot, file), 'utf8').matchAll(specifier)].map((m) => `${file}: ${m[1]}`),
    );
    expect(deep).toEqual([]);
  });
});

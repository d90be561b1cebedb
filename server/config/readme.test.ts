import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { environmentVariableNames } from './env';

/** The names in the first column of the settings table of docs/configuration.md. */
function documentedSettings(): string[] {
  const page = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
  return page
    .split('\n')
    .map((line) => /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

describe('docs/configuration.md', () => {
  it('lists every environment variable the server reads', () => {
    const documented = new Set(documentedSettings());
    expect(environmentVariableNames.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists no setting the server does not read', () => {
    const known = new Set(environmentVariableNames);
    expect(documentedSettings().filter((name) => !known.has(name))).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { environmentVariableNames } from './env';

describe('README', () => {
  it('lists every environment variable the server reads', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const missing = environmentVariableNames.filter((name) => !readme.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });
});

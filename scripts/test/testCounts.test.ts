import { describe, expect, it } from 'vitest';
import { testCounts } from './testCounts';

describe("npm test's closing count", () => {
  it("adds up Vitest's and Playwright's summaries and counts nothing in other output", () => {
    const vitest =
      ' Test Files  3 passed (3)\n\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[32m40 passed\x1b[39m\x1b[22m | 2 failed (42)\n   Duration  3.1s';
    const playwright =
      'Running 12 tests using 1 worker\n  1 failed\n    [chromium] › a.spec.ts:3:1 › x\n  11 passed (2.1m)';
    const typecheck = '';
    expect(testCounts([vitest, playwright, typecheck])).toEqual({ passed: 51, failed: 3 });
  });
});

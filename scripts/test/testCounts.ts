/**
 * The tests counted in the stages' output: Vitest's "Tests  12 passed | 1 failed (13)" line and
 * Playwright's "  12 passed" / "  1 failed" lines. Stages without tests (type check, lint, builds)
 * count nothing.
 */
export function testCounts(outputs: string[]): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  for (const coloured of outputs) {
    // Some runners colour their summary even when asked not to.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts a terminal colour code
    const output = coloured.replace(/\x1b\[[0-9;]*m/g, '');
    const vitest = output.match(/^\s*Tests\s+(.*)$/m);
    if (vitest) {
      passed += Number(vitest[1]!.match(/(\d+) passed/)?.[1] ?? 0);
      failed += Number(vitest[1]!.match(/(\d+) failed/)?.[1] ?? 0);
      continue;
    }
    passed += Number(output.match(/^\s+(\d+) passed \(/m)?.[1] ?? 0);
    failed += Number(output.match(/^\s+(\d+) failed$/m)?.[1] ?? 0);
  }
  return { passed, failed };
}

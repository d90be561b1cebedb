import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isShippedMachine, withoutDescriptions } from './machineDescriptions';

const machineFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? machineFiles(file) : isShippedMachine(file) ? [file] : [];
  });

describe("the production build's machines without their descriptions", () => {
  it('drops one-line descriptions, inline, on their own line or last in their object, and keeps everything else', () => {
    const code = [
      "  Idle: { description: 'Nothing yet; it\\'s quiet.', on: { go: 'Busy' } },",
      '  Busy: {',
      '    description: "Working: the spinner shows.",',
      "    tags: ['busy'],",
      '  },',
      "  Done: { description: 'Last, without a comma' },",
      "  Gone: { description: 'Built ' + 'of two' },",
    ].join('\n');
    expect(withoutDescriptions(code)).toBe(
      [
        "  Idle: { on: { go: 'Busy' } },",
        '  Busy: {',
        '    ',
        "    tags: ['busy'],",
        '  },',
        '  Done: {  },',
        "  Gone: { description: 'Built ' + 'of two' },",
      ].join('\n'),
    );
  });

  it('takes only the machines the app ships', () => {
    expect(isShippedMachine('/app/machines/order/setup.ts')).toBe(true);
    expect(isShippedMachine('/app/machines/order/machine.test.ts')).toBe(false);
    expect(isShippedMachine('/app/machines/order/Order.stories.tsx')).toBe(false);
    expect(isShippedMachine('/app/machines/fixtures/order.ts')).toBe(false);
    expect(isShippedMachine('/app/src/features/order/OrderSteps.tsx')).toBe(false);
  });

  // A description the pattern leaves would only cost bytes; one it cut short would break the build.
  // Every description in the machines is a property the pattern removes whole, and nothing else
  // of the code is touched.
  it('leaves no description behind in the machines and touches nothing else', () => {
    for (const file of machineFiles(path.resolve('machines'))) {
      const code = readFileSync(file, 'utf8');
      const [lines, stripped] = [code.split('\n'), withoutDescriptions(code).split('\n')];
      expect(stripped.length, file).toBe(lines.length);
      expect(
        stripped.filter((line) => /\bdescription:/.test(line)),
        file,
      ).toEqual([]);
      expect(
        stripped.filter(
          (line, i) =>
            line !== lines[i] && !/\bdescription:/.test(lines[i]!) && !/\bdescription:\s*$/.test(lines[i - 1] ?? ''),
        ),
        file,
      ).toEqual([]);
    }
  });
});

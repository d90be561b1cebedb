import { join, resolve } from 'node:path';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/** The repository root: this file lives in scripts/architecture/. */
export const repoRoot = resolve(import.meta.dirname, '../..');

/** The folders the import rules cover (the same list as `npm run check:imports`). */
export const checkedFolders = ['contract', 'machines', 'src', 'server', 'tests', 'scripts', '.storybook'];

/**
 * Runs dependency-cruiser with the project's rules (.dependency-cruiser.cjs) over `folders` of `baseDir`,
 * resolving TypeScript through `baseDir`'s tsconfig.json, and answers the rule violations, one line each.
 */
export async function importViolations(
  baseDir: string = repoRoot,
  folders: string[] = checkedFolders,
): Promise<string[]> {
  const options = await extractDepcruiseOptions(join(repoRoot, '.dependency-cruiser.cjs'));
  const tsConfigFile = join(baseDir, 'tsconfig.json');
  const result = await cruise(
    folders,
    { ...options, baseDir, tsConfig: { fileName: tsConfigFile }, outputType: 'json' },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const output = result.output as ICruiseResult | string;
  const summary = typeof output === 'string' ? (JSON.parse(output) as ICruiseResult).summary : output.summary;
  return summary.violations.map(describe).sort();
}

/** "rule: from → to", and for a cycle the whole loop. */
function describe(violation: IViolation): string {
  const path = violation.cycle?.length
    ? [violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')
    : `${violation.from} → ${violation.to}`;
  return `${violation.rule.name}: ${path}`;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every folder of machines/ is one machine made from the same template (docs/architecture.md, "A new
 * machine"), so a newcomer finds the same parts in each: the logic (`machine.ts`), what it needs from
 * outside (`effects.ts`), `provide<Name>Machine` filling those effects (`provider.tsx`), what views
 * read (`selectors.ts`), `fake<Name>Effects` for tests and stories (`fakeEffects.ts`) and a walk of
 * its states with xstate/graph (`model.test.ts`). A folder that holds no machine is listed in
 * `notMachines`; a part a machine truly goes without is listed in `exceptions`, each with its reason.
 */
const templateFiles = [
  'machine.ts',
  'effects.ts',
  'provider.tsx',
  'selectors.ts',
  'fakeEffects.ts',
  'model.test.ts',
] as const;
type TemplateFile = (typeof templateFiles)[number];
type Exceptions = Record<string, Partial<Record<TemplateFile, string>>>;

/** Folders of machines/ that are not machines, and what they hold instead. */
const notMachines: Record<string, string> = {
  fixtures: 'the data that the machines’ tests and stories share',
  shared: 'what every machine uses: the one Failure type',
};

/**
 * Parts a machine goes without, per folder and file, with the reason, e.g.
 * `{ clock: { 'fakeEffects.ts': 'it has no effects to fake' } }`. Every machine has every part today.
 */
const exceptions: Exceptions = {};

interface MachineFolder {
  name: string;
  files: readonly string[];
  read: (file: string) => string;
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** What a template file must say besides being there, as a pattern and the problem when it does not. */
const contentRules = (name: string): Partial<Record<TemplateFile, [RegExp, string]>> => ({
  'provider.tsx': [
    new RegExp(`export function provide${capitalised(name)}Machine\\b`),
    `exports no provide${capitalised(name)}Machine`,
  ],
  'fakeEffects.ts': [
    new RegExp(`export (function|const) fake${capitalised(name)}Effects\\b`),
    `exports no fake${capitalised(name)}Effects`,
  ],
  'model.test.ts': [/from 'xstate\/graph'/, 'does not walk the machine with xstate/graph'],
});

/** The template's problems in `folders`: missing or incomplete parts, and allow-list entries that no longer apply. */
function templateProblems(
  folders: readonly MachineFolder[],
  skipped: Record<string, string> = notMachines,
  allowed: Exceptions = exceptions,
): string[] {
  const problems: string[] = [];
  const names = new Set(folders.map((folder) => folder.name));
  for (const name of Object.keys(skipped))
    if (!names.has(name)) problems.push(`${name}: listed as not a machine, but there is no such folder`);
  for (const name of Object.keys(allowed))
    if (!names.has(name) || name in skipped)
      problems.push(`${name}: exceptions for a machine folder that does not exist`);
  for (const folder of folders) {
    if (folder.name in skipped) continue;
    const allowedHere = allowed[folder.name] ?? {};
    const rules = contentRules(folder.name);
    for (const file of templateFiles) {
      const present = folder.files.includes(file);
      if (file in allowedHere) {
        if (present) problems.push(`${folder.name}: exception for ${file}, but the file is there`);
        continue;
      }
      if (!present) {
        problems.push(`${folder.name}: no ${file}`);
        continue;
      }
      const rule = rules[file];
      if (rule && !rule[0].test(folder.read(file))) problems.push(`${folder.name}: ${file} ${rule[1]}`);
    }
  }
  return problems;
}

const machinesDir = join(__dirname, '../../machines');

function machineFolders(): MachineFolder[] {
  return readdirSync(machinesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      name,
      files: readdirSync(join(machinesDir, name)),
      read: (file: string) => readFileSync(join(machinesDir, name, file), 'utf8'),
    }));
}

describe('the machine template', () => {
  it('finds the machines', () => {
    const machines = machineFolders().filter(({ name }) => !(name in notMachines));
    expect(machines.length).toBeGreaterThan(20);
    expect(machines.map(({ name }) => name)).toContain('order');
  });

  it('every machine folder has every part of the template, or a reason in the allow-list', () => {
    expect(templateProblems(machineFolders()), 'add the part, or an entry with its reason to `exceptions`').toEqual([]);
  });
});

/** A folder of hand-made files: each file's text is what `read` returns. */
const folder = (name: string, files: Record<string, string>): MachineFolder => ({
  name,
  files: Object.keys(files),
  read: (file) => files[file] ?? '',
});

/** The files of a machine made exactly from the template. */
const templateOf = (name: string): Record<string, string> => ({
  'machine.ts': '',
  'effects.ts': '',
  'provider.tsx': `export function provide${capitalised(name)}Machine(effects) {}`,
  'selectors.ts': '',
  'fakeEffects.ts': `export function fake${capitalised(name)}Effects(overrides = {}) {}`,
  'model.test.ts': "import { getShortestPaths } from 'xstate/graph';",
  'machine.test.ts': '',
});

describe('machine template check', () => {
  it('accepts a complete machine and a listed folder that is not one', () => {
    const folders = [folder('rewards', templateOf('rewards')), folder('fixtures', { 'user.ts': '' })];
    expect(templateProblems(folders, { fixtures: 'data' }, {})).toEqual([]);
  });

  it('reports each missing part, and a new folder with none of them', () => {
    const { 'model.test.ts': _model, 'fakeEffects.ts': _fakes, ...incomplete } = templateOf('rewards');
    expect(templateProblems([folder('rewards', incomplete), folder('drafts', { 'notes.ts': '' })], {}, {})).toEqual([
      'rewards: no fakeEffects.ts',
      'rewards: no model.test.ts',
      'drafts: no machine.ts',
      'drafts: no effects.ts',
      'drafts: no provider.tsx',
      'drafts: no selectors.ts',
      'drafts: no fakeEffects.ts',
      'drafts: no model.test.ts',
    ]);
  });

  it('reports parts that are there but not as the template says', () => {
    const misnamed = folder('rewards', {
      ...templateOf('rewards'),
      'provider.tsx': 'export function startRewards() {}',
      'fakeEffects.ts': 'export const stubEffects = {};',
      'model.test.ts': "import { createActor } from 'xstate';",
    });
    expect(templateProblems([misnamed], {}, {})).toEqual([
      'rewards: provider.tsx exports no provideRewardsMachine',
      'rewards: fakeEffects.ts exports no fakeRewardsEffects',
      'rewards: model.test.ts does not walk the machine with xstate/graph',
    ]);
  });

  it('lets an allow-listed part be missing, and reports entries that no longer apply', () => {
    const { 'fakeEffects.ts': _fakes, ...withoutFakes } = templateOf('clock');
    const allowed: Exceptions = {
      clock: { 'fakeEffects.ts': 'no effects to fake' },
      rewards: { 'model.test.ts': 'a single state' },
      gone: { 'selectors.ts': 'removed long ago' },
    };
    const folders = [folder('clock', withoutFakes), folder('rewards', templateOf('rewards'))];
    expect(templateProblems(folders, { old: 'moved away' }, allowed)).toEqual([
      'old: listed as not a machine, but there is no such folder',
      'gone: exceptions for a machine folder that does not exist',
      'rewards: exception for model.test.ts, but the file is there',
    ]);
  });
});

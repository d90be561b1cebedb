import { describe, expect, it } from 'vitest';
import {
  declaredStates,
  leafStatePaths,
  machineStateCoverage,
  type StateNodeLike,
  type StoryModule,
} from './machineStateCoverage';

/**
 * Every leaf state of every machine (machines/<name>/machine.ts, exporting `<name>Machine`) has a
 * story, and no story names a state that is gone. A story declares what it shows with
 * `parameters: { machineState: { machine: 'order', state: 'offer.Loading' } }` (or a list); see
 * tests/support/storyMachineState.ts.
 */
const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/*/machine.ts', { eager: true });
const storyModules = import.meta.glob<StoryModule>(['../../src/**/*.stories.tsx', '../../machines/**/*.stories.tsx'], {
  eager: true,
});

const machineName = (file: string) => file.split('/').at(-2) as string;
const isMachine = (value: unknown): value is { root: StateNodeLike } =>
  !!value && typeof value === 'object' && 'root' in value && typeof (value as { root: unknown }).root === 'object';

function machinesByFolder() {
  const machines: Record<string, StateNodeLike> = {};
  const missing: string[] = [];
  for (const [file, module] of Object.entries(machineModules)) {
    const exported = Object.entries(module).find(([name, value]) => name.endsWith('Machine') && isMachine(value));
    if (exported) machines[machineName(file)] = (exported[1] as { root: StateNodeLike }).root;
    else missing.push(file);
  }
  return { machines, missing };
}

const relative = (file: string) => file.replace(/^(\.\.\/)+/, '');

describe('machine states and their stories', () => {
  const { machines, missing } = machinesByFolder();
  const declarations = declaredStates(
    Object.fromEntries(Object.entries(storyModules).map(([file, module]) => [relative(file), module])),
  );
  const report = machineStateCoverage(machines, declarations);

  it('finds every machine', () => {
    expect(missing, 'machine.ts files without an exported `…Machine`').toEqual([]);
    expect(Object.keys(machines).length).toBeGreaterThan(0);
  });

  it('has a story for every leaf state of every machine', () => {
    expect(report.uncovered, 'states without a story (add a story with parameters.machineState)').toEqual([]);
  });

  it('has no story naming a state that does not exist', () => {
    expect(report.stale, 'stories naming a missing state').toEqual([]);
  });
});

/** A hand-made state tree in the shape XState gives (machine.root). */
const node = (
  path: string[],
  states: Record<string, StateNodeLike> = {},
  type = Object.keys(states).length ? 'compound' : 'atomic',
): StateNodeLike => ({
  type,
  path,
  states,
});

describe('machine state coverage', () => {
  const fake = node([], {
    Idle: node(['Idle']),
    Busy: node(['Busy'], {
      Loading: node(['Busy', 'Loading']),
      Failed: node(['Busy', 'Failed']),
      hist: node(['Busy', 'hist'], {}, 'history'),
    }),
    Done: node(['Done'], {}, 'final'),
  });

  it('lists leaf states, nested and final ones, without history nodes', () => {
    expect(leafStatePaths(fake)).toEqual(['Idle', 'Busy.Loading', 'Busy.Failed', 'Done']);
  });

  it('lists the leaves of every parallel region', () => {
    const parallel = node(
      [],
      { a: node(['a'], { X: node(['a', 'X']) }), b: node(['b'], { Y: node(['b', 'Y']), Z: node(['b', 'Z']) }) },
      'parallel',
    );
    expect(leafStatePaths(parallel)).toEqual(['a.X', 'b.Y', 'b.Z']);
  });

  it('reports a state without a story and a story naming a missing state', () => {
    const modules: Record<string, StoryModule> = {
      'Fake.stories.tsx': {
        default: { title: 'Fake' },
        Idle: { parameters: { machineState: { machine: 'fake', state: 'Idle' } } },
        Busy: {
          parameters: {
            machineState: [
              { machine: 'fake', state: 'Busy.Loading' },
              { machine: 'fake', state: 'Done' },
            ],
          },
        },
        Old: { parameters: { machineState: { machine: 'fake', state: 'Busy.Retrying' } } },
        Plain: {},
      },
    };
    expect(machineStateCoverage({ fake }, declaredStates(modules))).toEqual({
      uncovered: ['fake: Busy.Failed'],
      stale: ['Fake.stories.tsx#Old → fake: Busy.Retrying'],
    });
  });

  it('counts a declaration on the meta for its file', () => {
    const modules = {
      'Meta.stories.tsx': { default: { parameters: { machineState: { machine: 'fake', state: 'Idle' } } } },
    };
    expect(declaredStates(modules)).toEqual([{ machine: 'fake', state: 'Idle', story: 'Meta.stories.tsx#default' }]);
  });
});

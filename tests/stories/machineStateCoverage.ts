import type { MachineStateRef } from '../support/storyMachineState';

/** The part of an XState state node the walk needs (machine.root and its children). */
export interface StateNodeLike {
  type: string;
  path: string[];
  states: Record<string, StateNodeLike>;
}

/**
 * Every leaf state of a machine as a dotted path: atomic and final states, and the leaves of each
 * parallel region. History nodes are not states one can be in, so they are left out.
 */
export function leafStatePaths(root: StateNodeLike): string[] {
  const children = Object.values(root.states ?? {}).filter((node) => node.type !== 'history');
  if (children.length === 0) return [root.path.join('.')];
  return children.flatMap(leafStatePaths);
}

/** One story module as imported: its default export (meta) and its named stories. */
export type StoryModule = Record<string, unknown>;

export interface StoryDeclaration extends MachineStateRef {
  /** `file#Export`, to name the story in a failure. */
  story: string;
}

const parametersOf = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object'
    ? ((value as { parameters?: Record<string, unknown> }).parameters ?? undefined)
    : undefined;

/** The machine states each story declares in `parameters.machineState` (the meta's counts for the file). */
export function declaredStates(modules: Record<string, StoryModule>): StoryDeclaration[] {
  const declarations: StoryDeclaration[] = [];
  for (const [file, module] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (name === '__namedExportsOrder') continue;
      const declared = parametersOf(value)?.machineState as MachineStateRef | MachineStateRef[] | undefined;
      if (!declared) continue;
      for (const ref of [declared].flat()) declarations.push({ ...ref, story: `${file}#${name}` });
    }
  }
  return declarations;
}

export interface CoverageReport {
  /** `machine: state` of every leaf state no story shows. */
  uncovered: string[];
  /** `file#Story → machine: state` of every declaration naming a state (or machine) that does not exist. */
  stale: string[];
}

/** Compares the machines' leaf states with the states stories declare. */
export function machineStateCoverage(
  machines: Record<string, StateNodeLike>,
  declarations: StoryDeclaration[],
): CoverageReport {
  const covered = new Set(declarations.map(({ machine, state }) => `${machine}: ${state}`));
  const existing = new Set<string>();
  for (const [machine, root] of Object.entries(machines))
    for (const state of leafStatePaths(root)) existing.add(`${machine}: ${state}`);
  return {
    uncovered: [...existing].filter((key) => !covered.has(key)).sort(),
    stale: declarations
      .filter(({ machine, state }) => !existing.has(`${machine}: ${state}`))
      .map(({ story, machine, state }) => `${story} → ${machine}: ${state}`)
      .sort(),
  };
}

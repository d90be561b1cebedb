/**
 * How a story says which machine state it shows: `parameters.machineState`, one reference or a
 * list when one view shows several states. `machine` is the folder under machines/, `state` the
 * leaf's path of state keys joined by dots (a parallel machine's path starts with its region),
 * e.g. `{ machine: 'order', state: 'offer.Loading' }`. tests/stories/machineStates.test.ts checks
 * that every leaf state of every machine has a story and that no story names a missing state.
 */
export interface MachineStateRef {
  machine: string;
  state: string;
}

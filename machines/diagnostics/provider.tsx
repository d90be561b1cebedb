import { inspect } from '../inspect';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { browserDiagnosticsActors } from './actors';
import { diagnosticsMachine } from './machine';

export const DiagnosticsContext = createActorContext(diagnosticsMachine);

/** The machine's effect slots: reading the location permission and the position. */
export type DiagnosticsActors = Parameters<typeof diagnosticsMachine.provide>[0]['actors'];

/** Runs the diagnostics machine; stories and tests pass fake permission/position actors. */
export function DiagnosticsProvider({ actors = browserDiagnosticsActors, children }: { actors?: DiagnosticsActors; children: ReactNode }) {
  return <DiagnosticsContext.Provider logic={diagnosticsMachine.provide({ actors })} options={{ inspect }}>{children}</DiagnosticsContext.Provider>;
}

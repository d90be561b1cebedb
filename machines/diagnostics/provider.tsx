import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { DiagnosticsEffects } from './effects';
import { diagnosticsMachine } from './machine';

export type { DiagnosticsEffects } from './effects';

export const DiagnosticsContext = createActorContext(diagnosticsMachine);

/** The diagnostics machine with its effects filled in. */
export function provideDiagnosticsMachine(effects: DiagnosticsEffects) {
  return diagnosticsMachine.provide({
    actors: {
      readPermission: fromPromise(() => effects.readPermission()),
      readPosition: fromPromise(() => effects.readPosition()),
    },
  });
}

/** Runs the diagnostics machine; the app passes the browser's readers, stories and tests fakes. */
export function DiagnosticsProvider({ effects, children }: { effects: DiagnosticsEffects; children: ReactNode }) {
  const [logic] = useState(() => provideDiagnosticsMachine(effects));
  return (
    <DiagnosticsContext.Provider logic={logic} options={{ inspect }}>
      {children}
    </DiagnosticsContext.Provider>
  );
}

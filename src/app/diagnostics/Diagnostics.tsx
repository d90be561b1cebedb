import { useEffect } from 'react';
import { browserDiagnosticsEffects } from '@machines/diagnostics/effects';
import { DiagnosticsContext, DiagnosticsProvider, type DiagnosticsEffects } from '@machines/diagnostics/provider';
import { DiagnosticsDialog } from './DiagnosticsDialog';

interface Props {
  /** Taps made before the machine was loaded; they keep their original times. */
  pendingTaps: number[];
  /** Hands the version button a way to send later taps straight to the machine. */
  connect: (sendTap: (at: number) => void) => void;
  /** The browser's readers unless given (stories and tests). */
  effects?: DiagnosticsEffects;
}

function Connect({ pendingTaps, connect }: Omit<Props, 'effects'>) {
  const { send } = DiagnosticsContext.useActorRef();
  useEffect(() => {
    connect((at) => send({ type: 'tap', at }));
    for (const at of pendingTaps.splice(0)) send({ type: 'tap', at });
  }, [pendingTaps, connect, send]);
  return null;
}

/** The lazily loaded diagnostics: the machine, connected to the version button, and its dialog. */
export default function Diagnostics({ pendingTaps, connect, effects = browserDiagnosticsEffects }: Props) {
  return (
    <DiagnosticsProvider effects={effects}>
      <Connect pendingTaps={pendingTaps} connect={connect} />
      <DiagnosticsDialog />
    </DiagnosticsProvider>
  );
}

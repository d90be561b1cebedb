import { useEffect } from 'react';
import { DiagnosticsContext, DiagnosticsProvider, type DiagnosticsActors } from '../../../machines/diagnostics/provider';
import { DiagnosticsDialog } from './DiagnosticsDialog';

interface Props {
  /** Taps made before the machine was loaded; they keep their original times. */
  pendingTaps: number[];
  /** Hands the version button a way to send later taps straight to the machine. */
  connect: (sendTap: (at: number) => void) => void;
  actors?: DiagnosticsActors;
}

function Connect({ pendingTaps, connect }: Omit<Props, 'actors'>) {
  const { send } = DiagnosticsContext.useActorRef();
  useEffect(() => {
    connect((at) => send({ type: 'tap', at }));
    pendingTaps.splice(0).forEach((at) => send({ type: 'tap', at }));
  }, [pendingTaps, connect, send]);
  return null;
}

/** The lazily loaded diagnostics: the machine, connected to the version button, and its dialog. */
export default function Diagnostics({ pendingTaps, connect, actors }: Props) {
  return (
    <DiagnosticsProvider actors={actors}>
      <Connect pendingTaps={pendingTaps} connect={connect} />
      <DiagnosticsDialog />
    </DiagnosticsProvider>
  );
}

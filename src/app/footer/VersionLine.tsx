import { forwardRef, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DiagnosticsEffects } from '@machines/diagnostics/provider';
import { lazyWithMessages } from '@shared/routing/routeDef';
import { useConfig } from '@shared/config/ConfigContext';
import { useVersions } from './useVersions';

const Diagnostics = lazyWithMessages(() => import('../diagnostics/Diagnostics'), ['diagnostics']);

export const VersionButton = forwardRef<HTMLButtonElement, { label: string; onTap: (at: number) => void }>(
  function VersionButton({ label, onTap }, ref) {
    return (
      <button ref={ref} type="button" className="version" onClick={() => onTap(Date.now())}>
        {label}
      </button>
    );
  },
);

/**
 * "Version 1.4.2 · API 1.4.0" — and the hidden door to the diagnostics dialog (three taps within
 * a second or a triple click; a tap and a click are the same `click` event). The diagnostics
 * machine loads on the first tap; taps made meanwhile are kept with their times and replayed.
 */
export function VersionLine({ actors }: { actors?: DiagnosticsEffects }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const versions = useVersions(buttonRef);
  const { appVersion } = useConfig();
  const intl = useIntl();
  const label = intl.formatMessage(
    { id: 'footer.version' },
    { app: versions.app ?? appVersion, api: versions.api ?? '–' },
  );
  const pendingTaps = useRef<number[]>([]);
  const sendTap = useRef<((at: number) => void) | null>(null);
  const [loading, setLoading] = useState(false);
  const onTap = (at: number) => {
    if (sendTap.current) return sendTap.current(at);
    pendingTaps.current.push(at);
    setLoading(true);
  };
  // The button stays the same element throughout, so no tap is lost while the machine loads.
  return (
    <>
      <VersionButton ref={buttonRef} label={label} onTap={onTap} />
      {loading && (
        <Suspense fallback={null}>
          <Diagnostics
            pendingTaps={pendingTaps.current}
            connect={(send) => (sendTap.current = send)}
            effects={actors}
          />
        </Suspense>
      )}
    </>
  );
}

import { useEffect, useRef } from 'react';
import type { CookieConsentEvent } from '@machines/cookieConsent/machine';
import { CookieConsentContext, CookieConsentProvider } from '@machines/cookieConsent/provider';
import { selectBarVisible, selectDraftMarketing, selectPreferencesOpen } from '@machines/cookieConsent/selectors';
import type { StoredConsent } from '@machines/cookieConsent/storage';
import { CookieBar } from './CookieBar';
import { cookieSettingsRequests, useCookieSetup } from './cookieSettings';

/** Replays the events that caused loading, then opens the preferences for each later "Cookie settings". */
function EventBridge({ initialEvents }: { initialEvents: readonly CookieConsentEvent[] }) {
  const { send } = CookieConsentContext.useActorRef();
  const seen = useRef(cookieSettingsRequests.get());
  const replayed = useRef(false);
  useEffect(() => {
    if (!replayed.current) for (const event of initialEvents) send(event);
    replayed.current = true;
    return cookieSettingsRequests.subscribe(() => {
      const now = cookieSettingsRequests.get();
      if (now > seen.current) send({ type: 'open-preferences' });
      seen.current = now;
    });
  }, [initialEvents, send]);
  return null;
}

function ConnectedCookieBar() {
  const visible = CookieConsentContext.useSelector(selectBarVisible);
  const preferences = CookieConsentContext.useSelector(selectPreferencesOpen);
  const draftMarketing = CookieConsentContext.useSelector(selectDraftMarketing);
  const { send } = CookieConsentContext.useActorRef();
  return visible ? <CookieBar preferences={preferences} draftMarketing={draftMarketing} send={send} /> : null;
}

/** The lazily loaded part: the consent machine driving the bar. */
export default function CookieConsent({
  stored,
  initialEvents,
}: {
  stored: StoredConsent | null;
  initialEvents: readonly CookieConsentEvent[];
}) {
  const { effects } = useCookieSetup();
  return (
    <CookieConsentProvider effects={effects} stored={stored}>
      <EventBridge initialEvents={initialEvents} />
      <ConnectedCookieBar />
    </CookieConsentProvider>
  );
}

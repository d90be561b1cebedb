import { Suspense, useEffect, useState } from 'react';
import { cookieChoiceAttribute } from '@contract/renderedPage';
import type { CookieConsentEvent } from '@machines/cookieConsent/machine';
import { parseStoredConsent } from '@machines/cookieConsent/storage';
import { lazyWithMessages } from '@shared/routing/routeDef';
import { CookieBar } from './CookieBar';
import { useCookieSettingsRequests, useCookieSetup } from './cookieSettings';

// The machine and the settings panel's texts arrive with the first click.
const CookieConsent = lazyWithMessages(() => import('./CookieConsent'), ['cookiePreferences']);
const ignore = () => undefined;

/**
 * Keeps XState off the first paint. Until someone interacts, the bar's Undecided state is the
 * plain view; the first click (or "Cookie settings" in the footer) loads the consent machine and
 * replays that event to it. A returning visitor's stored choice is applied without loading
 * anything.
 */
export function CookieConsentRoot() {
  const setup = useCookieSetup();
  const [stored] = useState(() =>
    setup.stored !== undefined ? setup.stored : parseStoredConsent(setup.effects.readStored()),
  );
  const [events, setEvents] = useState<CookieConsentEvent[] | null>(null);
  const requests = useCookieSettingsRequests();
  const [requestsAtStart] = useState(requests);
  const settingsRequested = requests > requestsAtStart;

  // The mark that hid a server-rendered bar from a visitor who had chosen: the app's own bar decides now.
  useEffect(() => document.documentElement.removeAttribute(cookieChoiceAttribute), []);

  useEffect(() => {
    // Applied once at start; once loaded, the machine applies every later decision itself.
    if (stored) setup.effects.applyConsent(stored.marketing);
  }, [stored, setup.effects]);

  const machineEvents: CookieConsentEvent[] | null =
    events ?? (settingsRequested ? [{ type: 'open-preferences' }] : null);
  if (machineEvents) {
    const staticBar = <CookieBar preferences={false} draftMarketing={stored?.marketing ?? false} send={ignore} />;
    return (
      <Suspense fallback={machineEvents[0].type === 'open-preferences' && !stored ? staticBar : null}>
        <CookieConsent stored={stored} initialEvents={machineEvents} />
      </Suspense>
    );
  }
  if (stored) return null;
  return <CookieBar preferences={false} draftMarketing={false} send={(event) => setEvents([event])} />;
}

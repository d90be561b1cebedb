/**
 * Google's tag, under Consent Mode v2: the defaults (everything denied, waiting up to 10 s for the
 * visitor's choice) go on the data layer at start, and the tag itself is loaded only once marketing
 * consent is given. Without consent nothing is fetched from Google and nothing is sent.
 */
export const TAG_ORIGIN = 'https://www.googletagmanager.com';
export const CONSENT_WAIT_FOR_UPDATE_MS = 10_000;

const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

type Target = Window & { dataLayer?: unknown[] };
const done = new WeakMap<Target, { defaults?: boolean; loaded?: boolean; kind?: 'gtag' | 'gtm' }>();
const stateOf = (target: Target) => {
  let state = done.get(target);
  if (!state) done.set(target, (state = {}));
  return state;
};

/** gtag writes the `arguments` object itself to the data layer. */
function gtagOn(target: Target) {
  target.dataLayer = target.dataLayer ?? [];
  const dataLayer = target.dataLayer;
  return function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag.js takes an Arguments object in the data layer as a command; an array of the same values is not read as one
    dataLayer.push(arguments);
  };
}

/**
 * The consent defaults, once per page, before any consent update; also notes which tag the ids
 * name, so events can be written the way that tag reads them (see forwardEvent).
 */
export function pushConsentDefaults(target: Target = window, ids: readonly string[] = []): void {
  const state = stateOf(target);
  if (ids.length) state.kind = ids.some((id) => id.startsWith('GTM-')) ? 'gtm' : 'gtag';
  if (state.defaults) return;
  state.defaults = true;
  gtagOn(target)('consent', 'default', { ...denied, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS });
}

/** The address of the tag for the configured ids: Google tag (G-, AW-) or Tag Manager (GTM-). */
export function tagScriptUrl(ids: readonly string[]): string | null {
  const gtm = ids.find((id) => id.startsWith('GTM-'));
  if (gtm) return `${TAG_ORIGIN}/gtm.js?id=${encodeURIComponent(gtm)}`;
  return ids.length ? `${TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(ids[0])}` : null;
}

/** Loads the tag once (after consent): configures every id, then adds the script. Answers whether it loaded now. */
export function loadGoogleTag(ids: readonly string[], target: Target = window, doc: Document = document): boolean {
  const url = tagScriptUrl(ids);
  const state = stateOf(target);
  if (!url || state.loaded) return false;
  state.loaded = true;
  const gtag = gtagOn(target);
  gtag('js', new Date());
  for (const id of ids.filter((id) => !id.startsWith('GTM-'))) gtag('config', id);
  if (ids.some((id) => id.startsWith('GTM-'))) target.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = url;
  doc.head.appendChild(script);
  return true;
}

/**
 * Tag Manager reads `{event, …}` objects from the data layer; the Google tag (gtag.js) reads only
 * gtag commands, so for it the same event is also written as `gtag('event', name, params)`. Queued
 * commands are read when the tag loads after consent; without consent the tag never loads.
 */
export function forwardEvent(name: string, params: Record<string, unknown>, target: Target = window): void {
  if (stateOf(target).kind === 'gtag') gtagOn(target)('event', name, params);
}

/**
 * Loads the Google Maps JavaScript API once per page, and never retries. The loaders of
 * @react-google-maps/api retry three times with a `console.error` each (and inject the script even
 * without a key); offline or with a blocked host that is a retry storm for nothing. A failure here
 * is final for the page: the search shows the list instead.
 */
declare global {
  interface Window {
    __selfStorageMapsReady?: () => void;
    gm_authFailure?: () => void;
  }
}

const scriptUrl = 'https://maps.googleapis.com/maps/api/js';
/** Past this the map counts as unavailable (a hanging host must not leave an empty box forever). */
export const mapsLoadTimeoutMs = 10_000;

let loading: Promise<void> | null = null;
const authFailureListeners = new Set<() => void>();

export function loadGoogleMaps(apiKey: string, language: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('Google Maps did not load in time')), mapsLoadTimeoutMs);
    window.__selfStorageMapsReady = () => {
      window.clearTimeout(timer);
      resolve();
    };
    // Google calls this when the key is refused, after the script itself has loaded.
    window.gm_authFailure = () => {
      for (const listener of authFailureListeners) listener();
    };
    const script = document.createElement('script');
    // `places` backs the address search that replaces ours when a key is configured.
    const params = new URLSearchParams({
      key: apiKey,
      language,
      libraries: 'places',
      callback: '__selfStorageMapsReady',
    });
    script.src = `${scriptUrl}?${params}`;
    script.async = true;
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('Google Maps could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Tells when Google refuses the key; returns the unsubscribe function. */
export function onMapsAuthFailure(listener: () => void): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

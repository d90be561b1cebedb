import { isAppWebview } from '@contract/webview';
import { storageKeys } from '../storage/keys';
import type { KeyValueStore } from '../storage/safeStorage';

export interface Device {
  /** Running inside the native iOS/Android app's web view. */
  isWebview: boolean;
  /** iPhone, iPad or Mac: the Google Play link is hidden there. */
  isAppleDevice: boolean;
}

/**
 * The web-view rule:
 * 1. the user agent carries our app marker (`SelfStorageApp/`) or Android's `wv` marker, or
 * 2. the address has `?webview=1` (the native app opens the first page with it; iOS WKWebView has
 *    no marker of its own) — remembered in session storage for the rest of the tab's life,
 * 3. `?webview=0` forgets a remembered flag (for testing in a normal browser).
 * Session storage, not local storage: a normal browser tab that once saw `?webview=1` must not
 * stay in app mode forever.
 */
export function detectWebview(userAgent: string, search: string, store: KeyValueStore): boolean {
  const flag = new URLSearchParams(search).get('webview');
  if (flag === '1') store.set(storageKeys.webview, '1');
  if (flag === '0') store.remove(storageKeys.webview);
  if (isAppWebview(userAgent)) return true;
  return store.get(storageKeys.webview) === '1';
}

/** iPadOS reports itself as a Mac, so `Macintosh` covers it as well. */
export function detectAppleDevice(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Macintosh|Mac OS X/.test(userAgent);
}

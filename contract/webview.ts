/** Our native apps append `SelfStorageApp/<version>` to the web view's user agent. */
const appMarker = /\bSelfStorageApp\//;
/** Android System WebView marks itself with `; wv)` in the platform part of the user agent. */
const androidWebviewMarker = /;\s*wv\)/;

/** A user agent that names itself an app's web view (iOS WKWebView does not: see detectWebview). */
export const isAppWebview = (userAgent: string): boolean =>
  appMarker.test(userAgent) || androidWebviewMarker.test(userAgent);

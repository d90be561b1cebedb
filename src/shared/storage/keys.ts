import { cookieConsentStorageKey } from '@contract/renderedPage';

/**
 * Every browser storage key the app uses, in one place (the local-storage keys of schema version
 * 1.0 come first; the others are the shell's own additions).
 */
export const storageKeys = {
  // Local storage, schema version 1.0.
  token: 'auth/token',
  order: 'order',
  lang: 'user.lang',
  deviceId: 'deviceId',
  deviceToken: 'deviceToken',
  infoMessages: 'infoMessages',
  // Shell additions, local storage.
  schemaVersion: 'storage.version',
  sessionId: 'uss.id',
  cookieConsent: cookieConsentStorageKey,
  /** Last known coordinates of the visitor (they expire after 10 minutes). */
  geoPosition: 'geo.position',
  /** Orders whose analytics purchase event was sent: reloading the success page sends it once only. */
  purchasesSent: 'analytics.purchasesSent',
  /** The referral code of the link the visitor arrived with, sent with their registration or first order. */
  referralCode: 'referral.code',
  // Session storage: per tab, so a new tab or a normal browser starts clean.
  webview: 'app.webview',
  webviewRedirected: 'isRedirected',
  chunkReloadAt: 'app.chunkReloadAt',
  /** The chatbot's conversation, kept while the tab lives. */
  chatConversation: 'chat.conversation',
  /** Set once per tab session: its absence means a new tab, where ordinary acknowledged messages are forgotten. */
  infoMessagesTab: 'infoMessages.tab',
} as const;

/** The local-storage schema version this app writes (1.0). */
export const storageSchemaVersion = '1.0';

/** Values never sent in error reports: they would let the reader act as the user. */
export const secretStorageKeys: readonly string[] = [storageKeys.token, storageKeys.deviceToken];

/**
 * The e-mail confirmation tokens this page load has already sent to the server. Kept apart from
 * the API client so the route guard (in the first bundle) can ask without loading it.
 */
export const verificationsStarted = new Map<string, Promise<unknown>>();

export const isVerificationStarted = (token: string): boolean => verificationsStarted.has(token);

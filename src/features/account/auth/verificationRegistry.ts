/**
 * The e-mail confirmation tokens this page load has already sent to the server: only the tokens,
 * never what the server answered (that reaches the screen through its submission machine). Kept
 * apart from the API client so the route guard (in the first bundle) can ask without loading it.
 */
const sent = new Set<string>();

export const markVerificationStarted = (token: string): void => void sent.add(token);

export const isVerificationStarted = (token: string): boolean => sent.has(token);

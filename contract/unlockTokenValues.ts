/**
 * The bounds of an unlock token, without zod: the service-access page checks a link's token with
 * them on its first load. contract/unlockToken.ts builds the token's schema from them.
 */
export const UNLOCK_TOKEN_LENGTH = { min: 16, max: 200 } as const;

import type { UnlockTokenValidity } from '@contract/unlockToken';

/** The e-mail and the token as the link carries them. */
export interface ServiceTokenQuery {
  email: string;
  token: string;
}

/**
 * What the service-access page needs from outside: the validity call of an e-mailed link, and the
 * clock that decides when a link that is not valid yet becomes valid and when a valid one expires.
 */
export interface ServiceTokenEffects {
  checkValidity: (query: ServiceTokenQuery) => Promise<UnlockTokenValidity>;
  now: () => number;
}

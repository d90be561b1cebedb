import { fromPromise } from 'xstate';
import type { ClientUser, LoginRequest, LoginResponse } from '@contract/auth';

export interface DeviceCredentials {
  deviceId: string;
  deviceToken: string;
}

export interface ServerSessionToEnd {
  /** The bearer token of the session logged out; null when the server has ended it already. */
  token: string | null;
  deviceId: string;
  deviceToken: string | null;
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`session: the ${name} actor was not provided`);
};

/**
 * The machine's calls, as typed slots. The app fills them with the contract client
 * (src/shared/session/browserSessionEffects.ts); tests and stories with fakes. Each rejects with a
 * Failure-shaped error (machines/shared/failure.ts).
 */
export const sessionActors = {
  /** POST /auth/custom/login. */
  login: fromPromise<LoginResponse, LoginRequest>(notProvided('login')),
  /** POST /auth/custom/device-login. */
  deviceLogin: fromPromise<{ token: string }, DeviceCredentials>(notProvided('deviceLogin')),
  /** GET /api/client/client-user/current with the token just stored. */
  loadUser: fromPromise<ClientUser, { token: string }>(notProvided('loadUser')),
  /**
   * After logout: POST /auth/logout with the old token (the server ends that session) and
   * POST /auth/custom/revoke-device-token for a remembered device. Best effort: the browser has
   * forgotten both already.
   */
  endServerSession: fromPromise<unknown, ServerSessionToEnd>(notProvided('endServerSession')),
};

import type { ClientUser, LoginRequest, LoginResponse } from '@contract/auth';
import type { DeviceCredentials } from './actors';
import type { AcknowledgedMessage } from './infoMessages';

/**
 * Everything the session does to the outside world, as plain functions: the app passes the
 * contract client and browser storage (src/shared/session/browserSessionEffects.ts), tests and stories
 * fakes. Calls reject with a Failure-shaped error (machines/shared/failure.ts).
 */
export interface SessionEffects {
  login: (request: LoginRequest) => Promise<LoginResponse>;
  deviceLogin: (credentials: DeviceCredentials) => Promise<{ token: string }>;
  loadUser: () => Promise<ClientUser>;
  /** POST /auth/logout with this (already forgotten) bearer token. */
  logout: (token: string) => Promise<unknown>;
  revokeDeviceToken: (credentials: DeviceCredentials) => Promise<unknown>;
  storeToken: (token: string) => void;
  clearToken: () => void;
  /** `null` removes it. */
  writeDeviceToken: (deviceToken: string | null) => void;
  storeAcknowledged: (messages: AcknowledgedMessage[]) => void;
}

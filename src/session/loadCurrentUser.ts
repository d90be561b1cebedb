import type { ClientUser } from '../../contract/auth';
import { loadShellApi } from '../api/loadShellApi';

/**
 * The signed-in client, or null when the token is rejected (the fetcher has then already cleared
 * it). Other failures throw: a flaky network must not log the user out.
 */
export async function loadCurrentUser(): Promise<ClientUser | null> {
  const api = await loadShellApi();
  const result = await api.auth.currentUser();
  if (result.status === 200) return result.body;
  if (result.status === 401) return null;
  throw new Error(`current user: HTTP ${result.status}`);
}

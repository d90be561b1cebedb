import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ClientUser } from '../../contract/auth';
import { setReportUsername } from '../errors/reportContext';
import { loadCurrentUser } from './loadCurrentUser';
import { tokenStore } from './tokenStore';

export interface Session {
  /** A token is stored: the user counts as signed in for routing, even before the user loads. */
  signedIn: boolean;
  user: ClientUser | null;
  signIn: (token: string) => void;
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/**
 * Minimal session for the shell: the token in local storage and the current user loaded from
 * GET /api/client/client-user/current. Issue 4 replaces this with a session machine (login,
 * device tokens, informational messages); its hook keeps the same shape.
 */
export function SessionProvider({ loadUser = loadCurrentUser, children }: { loadUser?: () => Promise<ClientUser | null>; children: ReactNode }) {
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get);
  const [user, setUser] = useState<ClientUser | null>(null);

  useEffect(() => {
    setUser(null);
    if (!token) return;
    let current = true;
    loadUser()
      .then((loaded) => current && setUser(loaded))
      // The top bar then shows no name; routing still treats the user as signed in.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token, loadUser]);

  useEffect(() => setReportUsername(user?.email ?? null), [user]);

  const signIn = useCallback((next: string) => tokenStore.set(next), []);
  const signOut = useCallback(() => tokenStore.clear(), []);
  const value = useMemo(() => ({ signedIn: token !== null, user, signIn, signOut }), [token, user, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ClientUser } from '@contract/auth';
import type { SessionEvent } from '@machines/session/events';
import type { SessionActor, SessionEffects } from '@machines/session/provider';
import { selectRestoring, selectSignedIn, selectUser, type SessionSnapshot } from '@machines/session/selectors';
import { importWithReload } from '../chunks/chunkReload';
import { setReportUsername } from '../errors/reportContext';
import { storageKeys } from '../storage/keys';
import { local } from '../storage/safeStorage';
import { tokenStore } from '../api/tokenStore';

export interface Session {
  /** Signed in for routing: a token is stored, even before the user has loaded. */
  signedIn: boolean;
  /** A remembered device is being signed in (or the session is still loading for it): routing waits. */
  restoring: boolean;
  user: ClientUser | null;
  /** Adopts a token obtained elsewhere (e.g. an account created with an order). */
  signIn: (token: string) => void;
  /** Ends the session; offered only while `canSignOut` (the machine that does it has loaded). */
  signOut: () => void;
  canSignOut: boolean;
}

interface SessionMachineAccess {
  /** The machine's state, or null until the machine has loaded. */
  snapshot: SessionSnapshot | null;
  actor: SessionActor | null;
  /**
   * Sends to the machine. Nothing is kept for a machine that has not loaded yet: views offer what
   * sends (submit, logout) only once `snapshot` is there, and an event sent earlier is dropped.
   */
  send: (event: SessionEvent) => void;
  /** Loads the machine (the login screen needs it even without any stored token). */
  require: () => void;
}

const SessionContext = createContext<Session | null>(null);
const MachineContext = createContext<SessionMachineAccess | null>(null);

// XState and the machine are not needed to paint a page: they load only when a session can exist.
const SessionRuntime = lazy(importWithReload(() => import('./SessionRuntime')));

function useActorSnapshot(actor: SessionActor | null): SessionSnapshot | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = useCallback(() => actor?.getSnapshot() ?? null, [actor]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The session for the whole app. First paint needs only the stored token (a few bytes of code);
 * the session machine (machines/session) is loaded when there is a token or a remembered device,
 * or when a screen asks for it (login, registration, the signed-in area). Until then `useSession`
 * answers from the token alone, so the landing of an anonymous visitor never downloads XState.
 */
export function SessionProvider({ effects, children }: { effects?: Partial<SessionEffects>; children: ReactNode }) {
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get);
  const [deviceRemembered] = useState(() => local.get(storageKeys.deviceToken) !== null);
  const [wanted, setWanted] = useState(() => token !== null || deviceRemembered);
  const [actor, setActor] = useState<SessionActor | null>(null);
  const snapshot = useActorSnapshot(actor);
  useEffect(() => {
    if (token !== null) setWanted(true);
  }, [token]);

  // One `send` for the page's lifetime (effects built once keep it), always reaching the current actor.
  const actorRef = useRef<SessionActor | null>(null);
  actorRef.current = actor;
  const send = useCallback((event: SessionEvent) => actorRef.current?.send(event), []);
  const require = useCallback(() => setWanted(true), []);
  const signIn = useCallback((next: string) => tokenStore.set(next), []);
  const signOut = useCallback(() => send({ type: 'logout' }), [send]);

  const user = snapshot ? selectUser(snapshot) : null;
  useEffect(() => setReportUsername(user?.email ?? null), [user]);

  const session = useMemo<Session>(
    () =>
      snapshot
        ? {
            signedIn: selectSignedIn(snapshot),
            restoring: selectRestoring(snapshot),
            user,
            signIn,
            signOut,
            canSignOut: true,
          }
        : {
            signedIn: token !== null,
            restoring: token === null && deviceRemembered && wanted,
            user: null,
            signIn,
            signOut,
            canSignOut: false,
          },
    [snapshot, user, token, deviceRemembered, wanted, signIn, signOut],
  );
  const machine = useMemo(() => ({ snapshot, actor, send, require }), [snapshot, actor, send, require]);

  return (
    <SessionContext.Provider value={session}>
      <MachineContext.Provider value={machine}>
        {children}
        {wanted && (
          <Suspense fallback={null}>
            <SessionRuntime effects={effects} onStart={setActor} />
          </Suspense>
        )}
      </MachineContext.Provider>
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

function useMachineAccess(): SessionMachineAccess {
  const value = useContext(MachineContext);
  if (!value) throw new Error('useSessionMachine outside SessionProvider');
  return value;
}

/** The session machine for screens that drive it (login, profile, logout): loads it if needed. */
export function useSessionMachine(): Pick<SessionMachineAccess, 'snapshot' | 'send'> {
  const { snapshot, send, require } = useMachineAccess();
  useEffect(require, [require]);
  return { snapshot, send };
}

/** The machine's state if it is loaded, without loading it (the shell's dialogs). */
export const useSessionSnapshot = (): SessionSnapshot | null => useMachineAccess().snapshot;

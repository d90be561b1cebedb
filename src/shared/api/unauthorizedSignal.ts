type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * "A call was answered 401": the token is no longer valid, so the user is logged out. The API fetcher raises it before it
 * clears the token, so the session machine learns why the session ended (expired, not a logout
 * elsewhere). Without a session machine loaded nobody listens and clearing the token is enough.
 */
export const unauthorizedSignal = {
  notify(): void {
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

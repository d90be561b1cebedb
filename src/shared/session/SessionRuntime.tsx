import { useEffect, useState } from 'react';
import { startSessionActor, type SessionActor, type SessionEffects } from '@machines/session/provider';
import { storageKeys } from '../storage/keys';
import { local } from '../storage/safeStorage';
import { browserSessionEffects } from './browserSessionEffects';
import { readSessionInput } from './sessionInput';
import { tokenStore } from '../api/tokenStore';
import { unauthorizedSignal } from '../api/unauthorizedSignal';

/**
 * The lazily loaded part of the session: runs the session machine with the browser's effects
 * (any given `effects` replace single ones, for tests and stories) and feeds it what happens
 * outside: 401 answers and token changes made by other tabs or by `signIn`.
 */
export default function SessionRuntime({
  effects,
  onStart,
}: {
  effects?: Partial<SessionEffects>;
  onStart: (actor: SessionActor | null) => void;
}) {
  // The effects of the first render: a new object on every render must not restart the session.
  const [overrides] = useState(effects);
  useEffect(() => {
    const actor = startSessionActor({ ...browserSessionEffects(), ...overrides }, readSessionInput());
    const stopUnauthorized = unauthorizedSignal.subscribe(() => actor.send({ type: 'unauthorized' }));
    const stopTokens = tokenStore.subscribe(() =>
      actor.send({ type: 'token-changed', token: tokenStore.get(), deviceToken: local.get(storageKeys.deviceToken) }),
    );
    onStart(actor);
    return () => {
      stopUnauthorized();
      stopTokens();
      onStart(null);
      actor.stop();
    };
  }, [overrides, onStart]);
  return null;
}

import { Suspense } from 'react';
import { selectAccountRemoved, selectShownMessages } from '@machines/session/selectors';
import { lazyWithMessages } from '../routing/routeDef';
import { useSessionSnapshot } from './SessionContext';

const SessionDialog = lazyWithMessages(() => import('./SessionDialog'), ['sessionDialogs']);

/**
 * The session's dialogs over any page: informational messages after login
 * and the success message of an account cancellation. Only a decision lives in the shell; the
 * dialogs load when there is something to show.
 */
export function SessionDialogs() {
  const snapshot = useSessionSnapshot();
  if (!snapshot) return null;
  const messages = selectShownMessages(snapshot);
  const accountRemoved = selectAccountRemoved(snapshot);
  if (messages.length === 0 && !accountRemoved) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialog messages={messages} accountRemoved={accountRemoved} />
    </Suspense>
  );
}

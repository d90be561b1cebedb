import { startOrderActor, type OrderActor } from '../../../machines/order/provider';
import { parseStoredDraft } from '../../../machines/order/storage';
import { storageKeys } from '../../shared/storage/keys';
import { local } from '../../shared/storage/safeStorage';
import { browserOrderEffects } from './orderEffects';

let running: OrderActor | null = null;

/**
 * The app's one order machine, started the first time an order screen is shown and kept for the
 * page's lifetime: the steps, the login in between and the status page all share it. The stored
 * draft is untrusted: one that does not parse is removed, not used.
 */
export function orderActor(countryCode: string): OrderActor {
  if (running) return running;
  const now = new Date().toISOString();
  const raw = local.get(storageKeys.order);
  const stored = parseStoredDraft(raw, now);
  if (raw !== null && stored === null) local.remove(storageKeys.order);
  const actor = startOrderActor(browserOrderEffects(), { stored, now, countryCode });
  // Typing is written after a pause; leaving the page must not lose the last keystrokes.
  window.addEventListener('pagehide', () => actor.send({ type: 'flush' }));
  running = actor;
  return actor;
}

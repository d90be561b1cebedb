import { startOrderActor, type OrderActor } from '@machines/order/provider';
import { parseStoredDraft } from '@machines/order/storage';
import { storageKeys } from '@shared/storage/keys';
import { local } from '@shared/storage/safeStorage';
import { browserOrderEffects } from './orderEffects';

/**
 * Starts the order machine on the browser's effects from the stored draft. The stored draft is
 * untrusted: one that does not parse is removed, not used. Typing is written after a pause, so
 * leaving the page flushes the last keystrokes.
 */
export function startStoredOrder(countryCode: string): OrderActor {
  const effects = browserOrderEffects();
  const now = effects.now().toISOString();
  const raw = local.get(storageKeys.order);
  const stored = parseStoredDraft(raw, now);
  if (raw !== null && stored === null) local.remove(storageKeys.order);
  const actor = startOrderActor(effects, { stored, now, countryCode });
  window.addEventListener('pagehide', () => actor.send({ type: 'flush' }));
  return actor;
}

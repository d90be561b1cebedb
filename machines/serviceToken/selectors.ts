import type { SnapshotFrom } from 'xstate';
import type { UnlockTokenValidity } from '@contract/unlockToken';
import type { Failure } from '../shared/failure';
import type { ServiceTokenMachine } from './machine';

type Snapshot = SnapshotFrom<ServiceTokenMachine>;

export type ServiceTokenState = 'Checking' | 'Invalid' | 'NotYetValid' | 'Valid' | 'Expired' | 'Failed';

export const selectServiceTokenState = (s: Snapshot) => s.value as ServiceTokenState;
/** The window and what the link opens, once checked (also when not valid yet or expired). */
export const selectValidity = (s: Snapshot): UnlockTokenValidity | null => s.context.validity;
export const selectServiceTokenFailure = (s: Snapshot): Failure | null =>
  s.matches('Failed') ? s.context.failure : null;

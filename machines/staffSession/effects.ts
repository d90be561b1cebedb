import type { StaffMe } from '@contract/admin/auth';

/**
 * What the console's sign-in needs from outside: the staff calls (the feature binds them to the
 * console's own client, which keeps the staff token apart from a customer's), the clock, and the
 * signal that a call was refused because the session ended. Calls reject with a Failure-shaped
 * error (machines/shared/failure.ts).
 */
export interface StaffSessionEffects {
  /** The staff member of a token kept in this tab, or null when there is none or it ended. */
  restore: () => Promise<StaffMe | null>;
  /** The password step: answers the challenge of the second step. */
  submitPassword: (body: { email: string; password: string }) => Promise<{ challenge: string }>;
  /** The second step: keeps the session's token and answers the staff member. */
  submitCode: (body: { challenge: string; code: string }) => Promise<StaffMe>;
  /** Ends the session on the server and forgets its token (also when the server cannot be reached). */
  signOut: () => Promise<void>;
  /** Calls `onEnded` when a console call is answered 401 (the session ended elsewhere or idled out). */
  watchSessionEnd: (onEnded: () => void) => () => void;
  now: () => number;
}

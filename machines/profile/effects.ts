import type { Profile, ProfileUpdate } from '@contract/profile';

/**
 * What the profile screen's machine needs from outside: the app passes the contract client (GET and
 * PUT /api/client/my/profile) and tells the session about a saved name; stories and tests pass
 * fakes. Calls reject with a Failure-shaped error (machines/shared/failure.ts).
 */
export interface ProfileEffects {
  loadProfile: () => Promise<Profile>;
  saveProfile: (update: ProfileUpdate) => Promise<Profile>;
  /** After a save: the rest of the app (the header's name) hears what the server stored. */
  profileSaved: (profile: Profile) => void;
}

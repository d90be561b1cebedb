import type { Profile, ProfileUpdate } from '@contract/profile';
import { demoProfile } from '../fixtures/account';
import type { ProfileEffects } from './effects';

/** What the fake server stores of an update: the phone number and the personal fields (not the invoicing details). */
export function savedProfile(update: ProfileUpdate, profile: Profile = demoProfile): Profile {
  return {
    ...profile,
    contact: { ...profile.contact, phoneNumber: update.contact.phoneNumber },
    user: { ...profile.user, ...update.user },
  };
}

/** A server that has the fixtures' profile and stores every update: override single effects. */
export function fakeProfileEffects(overrides: Partial<ProfileEffects> = {}): ProfileEffects {
  return {
    loadProfile: async () => demoProfile,
    saveProfile: async (update) => savedProfile(update),
    profileSaved: () => undefined,
    ...overrides,
  };
}

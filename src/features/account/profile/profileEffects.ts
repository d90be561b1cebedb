import type { ProfileEffects } from '@machines/profile/effects';
import type { SessionEvent } from '@machines/session/events';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';

/** The profile machine's effects in the browser: the contract client, and the session hears a saved name. */
export function browserProfileEffects(sendToSession: (event: SessionEvent) => void): ProfileEffects {
  return {
    loadProfile: async () => bodyOf(await api.my.profile(), 200),
    saveProfile: async (update) => bodyOf(await api.my.updateProfile({ body: update }), 200),
    profileSaved: (saved) =>
      sendToSession({
        type: 'user-updated',
        changes: {
          firstName: saved.user.firstName,
          lastName: saved.user.lastName,
          phoneNumber: saved.contact.phoneNumber,
        },
      }),
  };
}

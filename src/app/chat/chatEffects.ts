import type { LocaleTag } from '@contract/appConfig';
import type { Language, LatLng } from '@contract/primitives';
import type { ChatWindowEffects } from '@machines/chatWindow/effects';
import { freshStoredPosition, parseStoredCoordinates } from '@machines/geolocation/storage';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import { storageKeys } from '@shared/storage/keys';
import { local, session, type KeyValueStore } from '@shared/storage/safeStorage';

/**
 * The location the visitor already allowed: the geolocation machine's stored coordinates while they
 * are fresh, else null (the chat never asks for location itself).
 */
export function grantedLocation(store: KeyValueStore = local, now = Date.now()): LatLng | null {
  const position = freshStoredPosition(parseStoredCoordinates(store.get(storageKeys.geoPosition)), now);
  return position ? { lat: position.lat, lng: position.lng } : null;
}

/** The chat window in the browser: `POST /ask` in the current language, the conversation in the tab's session storage. */
export function browserChatEffects(language: () => LocaleTag): ChatWindowEffects {
  return {
    ask: async (question) =>
      bodyOf(
        await api.chat.ask({
          body: { question, lang: language().toUpperCase() as Language, location: grantedLocation() },
        }),
        200,
      ).answer,
    readConversation: () => session.get(storageKeys.chatConversation),
    writeConversation: (value) => session.set(storageKeys.chatConversation, value),
  };
}

import { storedCoordinatesMaxAgeMs, type Position, type StoredCoordinates } from './context';

const within = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && value >= min && value <= max;

/** Stored coordinates are untrusted: anything else than version 1 with sane numbers is discarded. */
export function parseStoredCoordinates(raw: string | null): StoredCoordinates | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const { version, lat, lng, savedAt } = parsed as Record<string, unknown>;
    if (version !== 1 || !within(lat, -90, 90) || !within(lng, -180, 180) || typeof savedAt !== 'number') return null;
    return { version, lat, lng, savedAt };
  } catch {
    return null;
  }
}

export const toStoredCoordinates = (position: Position): StoredCoordinates => ({
  version: 1,
  lat: position.lat,
  lng: position.lng,
  savedAt: position.at,
});

export const serialiseStoredCoordinates = (stored: StoredCoordinates): string => JSON.stringify(stored);

/** Stored coordinates count only while younger than the expiry. */
export function freshStoredPosition(stored: StoredCoordinates | null, now: number): Position | null {
  if (!stored || now - stored.savedAt >= storedCoordinatesMaxAgeMs || stored.savedAt > now) return null;
  // A stored fix carries no accuracy; zero means "unknown" to the views.
  return { lat: stored.lat, lng: stored.lng, accuracy: 0, at: stored.savedAt };
}

/**
 * The coordinates are re-saved only when they changed AND the stored ones are older
 * than the expiry. This keeps storage writes to one per ten minutes however often the position is read.
 */
export function shouldStore(stored: StoredCoordinates | null, position: Position): boolean {
  if (!stored) return true;
  const changed = stored.lat !== position.lat || stored.lng !== position.lng;
  return changed && position.at - stored.savedAt >= storedCoordinatesMaxAgeMs;
}

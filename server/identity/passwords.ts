import { hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm; its `Algorithm` const enum cannot be imported under
 * isolatedModules) with OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane (~10–20 ms).
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

/** False for a wrong password and for a stored hash we cannot read (never throws on bad data). */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies against a throw-away hash made with the same parameters, so a login for an unknown
 * e-mail costs the same time as one with a wrong password and timing does not reveal accounts.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password 0 never matches');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A hash made with weaker parameters than today's is replaced on the next successful login. */
export function needsRehash(stored: string): boolean {
  try {
    const p = parseOptions(stored);
    return p.memoryCost < options.memoryCost || p.timeCost < options.timeCost;
  } catch {
    return true;
  }
}

import { generateSecret, generateURI, verify } from 'otplib';
import type { Clock } from '../config/clock';

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app makes them: SHA-1, six digits,
 * 30-second steps, a 160-bit secret in base32. A code from the step before or after the current one
 * is accepted too (a phone's clock a little off); a code whose step is not later than the last one
 * accepted is refused, so a code seen over a shoulder or in a log cannot be used again.
 */
const PERIOD_SECONDS = 30;
const ISSUER = 'Self Storage console';

export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The `otpauth://totp/…` address an authenticator app reads from a QR code. */
export const totpUri = (secret: string, email: string): string =>
  generateURI({ issuer: ISSUER, label: email, secret, period: PERIOD_SECONDS });

/** The time step of a valid code later than `afterStep`, or null. Only six digits are ever a code. */
export async function acceptedStep(
  secret: string,
  code: string,
  clock: Clock,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(clock.now().getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

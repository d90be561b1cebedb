import { readFileSync } from 'node:fs';
import { IdentityError } from './errors';

/**
 * Password rules beyond the contract's zod rule (6–128 characters with a digit):
 * the most common passwords that pass that rule are refused, and so are dates, the classic
 * birthday password (`12051988`, `1988-05-12`, `120588`). Code `password/too-common` either way:
 * the contract refuses a shorter list of them with the same code before anything is sent.
 */
const common = new Set(
  readFileSync(new URL('./commonPasswords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#')),
);

export const commonPasswordCount = () => common.size;

const validDayMonth = (d: number, m: number) => d >= 1 && d <= 31 && m >= 1 && m <= 12;

/** DDMMYYYY, YYYYMMDD, DDMMYY or MMDDYYYY, with or without `.`, `-` or `/` between the parts. */
export function looksLikeDate(password: string): boolean {
  const digits = password.replace(/[./-]/g, '');
  if (!/^\d+$/.test(digits) || (digits.length !== 6 && digits.length !== 8)) return false;
  const n = (from: number, len: number) => Number(digits.slice(from, from + len));
  if (digits.length === 6) return validDayMonth(n(0, 2), n(2, 2)) || validDayMonth(n(2, 2), n(0, 2));
  const yearFirst = n(0, 4) >= 1900 && n(0, 4) <= 2099 && validDayMonth(n(6, 2), n(4, 2));
  const yearLast =
    n(4, 4) >= 1900 && n(4, 4) <= 2099 && (validDayMonth(n(0, 2), n(2, 2)) || validDayMonth(n(2, 2), n(0, 2)));
  return yearFirst || yearLast;
}

export const isWeakPassword = (password: string): boolean =>
  common.has(password.toLowerCase()) || looksLikeDate(password);

/** Refuses a weak password (`password-too-common`), naming the field that holds it (e.g. `body.password`). */
export function assertStrongPassword(password: string, field = 'body.password'): void {
  if (isWeakPassword(password)) {
    throw new IdentityError('password-too-common', 'This password is too common; choose another.', field);
  }
}

import { describe, expect, it } from 'vitest';
import { storageKeys } from '../storage/keys';
import { memoryStore } from '../storage/safeStorage';
import {
  forgetReferralCode,
  keepReferralCode,
  REFERRAL_KEEP_DAYS,
  storedReferralCode,
  withReferralCode,
} from './referralCode';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 10);

describe('the referral code of the link the visitor arrived with', () => {
  it('is kept from ?ref= and added to a registration or order body', () => {
    const store = memoryStore();
    keepReferralCode('?utm_source=mail&ref=abc23xyz9k', store, T0);
    expect(storedReferralCode(store, T0 + DAY)).toBe('abc23xyz9k');
    expect(withReferralCode({ email: 'a@b.c' }, store, T0 + DAY)).toEqual({
      email: 'a@b.c',
      referralCode: 'abc23xyz9k',
    });
  });

  it('leaves a body alone when there is no code', () => {
    expect(withReferralCode({ email: 'a@b.c' }, memoryStore(), T0)).toEqual({ email: 'a@b.c' });
  });

  it('keeps the kept code on a page without one, and takes the newer link\u2019s code', () => {
    const store = memoryStore();
    keepReferralCode('?ref=first1234', store, T0);
    keepReferralCode('?q=boxes', store, T0 + DAY);
    expect(storedReferralCode(store, T0 + DAY)).toBe('first1234');
    keepReferralCode('?ref=second567', store, T0 + 2 * DAY);
    expect(storedReferralCode(store, T0 + 2 * DAY)).toBe('second567');
  });

  it('ignores a malformed code', () => {
    const store = memoryStore();
    keepReferralCode('?ref=%3Cscript%3E', store, T0);
    keepReferralCode('?ref=', store, T0);
    expect(store.get(storageKeys.referralCode)).toBeNull();
  });

  it('expires after the keeping period and drops a damaged value', () => {
    const store = memoryStore();
    keepReferralCode('?ref=abc23xyz9k', store, T0);
    expect(storedReferralCode(store, T0 + REFERRAL_KEEP_DAYS * DAY)).toBe('abc23xyz9k');
    expect(storedReferralCode(store, T0 + REFERRAL_KEEP_DAYS * DAY + 1)).toBeUndefined();
    expect(store.get(storageKeys.referralCode)).toBeNull();
    store.set(storageKeys.referralCode, '{not json');
    expect(storedReferralCode(store, T0)).toBeUndefined();
    expect(store.get(storageKeys.referralCode)).toBeNull();
  });

  it('is forgotten once the server has it', () => {
    const store = memoryStore();
    keepReferralCode('?ref=abc23xyz9k', store, T0);
    forgetReferralCode(store);
    expect(storedReferralCode(store, T0)).toBeUndefined();
  });
});

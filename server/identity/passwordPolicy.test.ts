import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { Password } from '@contract/auth';
import { commonPasswordCount, isWeakPassword, looksLikeDate } from './passwordPolicy';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from './passwords';

describe('password policy', () => {
  it('ships a list of common passwords that all pass the contract password rule (6+ characters and a digit)', () => {
    expect(commonPasswordCount()).toBeGreaterThan(1000);
    for (const p of ['123456', 'password1', 'qwerty123', 'abc123', 'trustno1', '1q2w3e4r', 'Passw0rd', 'ILOVEYOU2'])
      expect(isWeakPassword(p), p).toBe(true);
  });

  it('refuses dates, the classic birthday passwords', () => {
    for (const p of ['12051988', '1988-05-12', '12.05.1988', '120588', '05/12/1988', '19881205'])
      expect(looksLikeDate(p), p).toBe(true);
    for (const p of ['99887766', '1234567890', 'box12345', '20251399']) expect(looksLikeDate(p), p).toBe(false);
  });

  it('accepts ordinary passphrases', () => {
    for (const p of ['Storage-box 42', 'kefir7 na raňajky', 'xQ9!vw2#Lp']) expect(isWeakPassword(p), p).toBe(false);
  });

  it('keeps the contract rule: 6 to 128 characters with a digit', () => {
    expect(Password.safeParse('abc12').success).toBe(false);
    expect(Password.safeParse('abcdef').success).toBe(false);
    expect(Password.safeParse('abcde1').success).toBe(true);
    expect(Password.safeParse(`1${'a'.repeat(127)}`).success).toBe(true);
    expect(Password.safeParse(`1${'a'.repeat(128)}`).success).toBe(false);
  });
});

describe('password hashing', () => {
  it('uses argon2id with m = 19 MiB, t = 2, p = 1 and a random salt', async () => {
    const a = await hashPassword('Storage-box 42');
    const b = await hashPassword('Storage-box 42');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(parseOptions(a)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(a, 'Storage-box 42')).toBe(true);
    expect(await verifyPassword(a, 'Storage-box 43')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyDummyPassword('anything')).toBe(false);
    expect(needsRehash(a)).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA')).toBe(true);
  });
});

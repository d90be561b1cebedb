import { describe, expect, it } from 'vitest';
import { localMoment } from './grantMail';
import { checkGrantWindow, UNLOCK_TOKEN_MAX_DAYS, windowState } from './window';

const now = new Date('2026-07-01T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('the grant window', () => {
  it('must end after it starts, end in the future and last at most UNLOCK_TOKEN_MAX_DAYS', () => {
    expect(() => checkGrantWindow({ validFrom: at(2), validTo: at(2) }, now)).toThrow(/end after it starts/);
    expect(() => checkGrantWindow({ validFrom: at(-5), validTo: at(-1) }, now)).toThrow(/in the future/);
    expect(() => checkGrantWindow({ validFrom: at(0), validTo: at(UNLOCK_TOKEN_MAX_DAYS * 24 + 1) }, now)).toThrow(
      /at most 31 days/,
    );
    expect(() => checkGrantWindow({ validFrom: at(0), validTo: at(UNLOCK_TOKEN_MAX_DAYS * 24) }, now)).not.toThrow();
    expect(() => checkGrantWindow({ validFrom: at(-1), validTo: at(1) }, now)).not.toThrow();
  });

  it('is not yet valid before its start, valid from the start, expired from its end', () => {
    const window = { validFrom: at(1), validTo: at(3) };
    expect(windowState(window, at(0))).toBe('NOT_YET_VALID');
    expect(windowState(window, at(1))).toBe('VALID');
    expect(windowState(window, at(2.99))).toBe('VALID');
    expect(windowState(window, at(3))).toBe('EXPIRED');
  });
});

describe('the window in the e-mail', () => {
  it('is written in the local time of the warehouse’s country', () => {
    expect(localMoment(now, 'SVK', 'EN')).toContain('12:00');
    expect(localMoment(now, 'ROU', 'RO')).toContain('13:00');
    expect(localMoment(now, 'SVK', 'SK')).toMatch(/1\. 7\. 2026/);
  });
});

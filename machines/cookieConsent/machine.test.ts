import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { fakeCookieConsentEffects } from './fakeEffects';
import { provideCookieConsentMachine } from './provider';
import { parseStoredConsent, serialiseConsent } from './storage';

function start(stored: { marketing: boolean } | null = null) {
  const writeStored = vi.fn();
  const applyConsent = vi.fn();
  const actor = createActor(provideCookieConsentMachine(fakeCookieConsentEffects({ writeStored, applyConsent })), {
    input: { stored: stored && { version: 1, marketing: stored.marketing, decidedAt: '2024-01-01T00:00:00Z' } },
  }).start();
  /** The marketing choice of each write, as the next visit reads it back. */
  const storedChoices = () => writeStored.mock.calls.map(([value]) => parseStoredConsent(value)?.marketing);
  return { actor, storedChoices, applyConsent };
}

describe('cookie consent machine', () => {
  it('starts undecided with marketing off when nothing is stored', () => {
    const { actor, applyConsent } = start();
    expect(actor.getSnapshot().value).toBe('Undecided');
    expect(actor.getSnapshot().context.marketing).toBe(false);
    expect(applyConsent).not.toHaveBeenCalled();
  });

  it('accept all grants marketing and persists it', () => {
    const { actor, storedChoices, applyConsent } = start();
    actor.send({ type: 'accept-all' });
    expect(actor.getSnapshot().value).toBe('Decided');
    expect(storedChoices()).toEqual([true]);
    expect(applyConsent).toHaveBeenCalledWith(true);
  });

  it('saving preferences without ticking marketing denies it', () => {
    const { actor, storedChoices, applyConsent } = start();
    actor.send({ type: 'open-preferences' });
    actor.send({ type: 'save' });
    expect(storedChoices()).toEqual([false]);
    expect(applyConsent).toHaveBeenCalledWith(false);
  });

  it('saving with marketing ticked grants it', () => {
    const { actor, storedChoices } = start();
    actor.send({ type: 'open-preferences' });
    actor.send({ type: 'toggle-marketing' });
    expect(actor.getSnapshot().context.draftMarketing).toBe(true);
    actor.send({ type: 'save' });
    expect(storedChoices()).toEqual([true]);
  });

  it('a stored choice is applied at start without showing the bar', () => {
    const { actor, applyConsent } = start({ marketing: true });
    expect(actor.getSnapshot().value).toBe('Decided');
    expect(applyConsent).toHaveBeenCalledWith(true);
  });

  it('closing preferences discards the draft and returns to where it was', () => {
    const { actor, storedChoices } = start({ marketing: false });
    actor.send({ type: 'open-preferences' });
    actor.send({ type: 'toggle-marketing' });
    actor.send({ type: 'close-preferences' });
    expect(actor.getSnapshot().value).toBe('Decided');
    expect(actor.getSnapshot().context.marketing).toBe(false);
    expect(storedChoices()).toEqual([]);
  });
});

describe('stored consent', () => {
  it('round-trips and rejects foreign values', () => {
    expect(parseStoredConsent(serialiseConsent(true))?.marketing).toBe(true);
    expect(parseStoredConsent('{"version":2,"marketing":true}')).toBeNull();
    expect(parseStoredConsent('not json')).toBeNull();
    expect(parseStoredConsent(null)).toBeNull();
  });
});

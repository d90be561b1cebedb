import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { cookieConsentMachine } from './machine';
import { parseStoredConsent, serialiseConsent } from './storage';

function start(stored: { marketing: boolean } | null = null) {
  const persist = vi.fn();
  const applyConsent = vi.fn();
  const actor = createActor(
    cookieConsentMachine.provide({
      actions: {
        persist: (_, params) => persist(params.marketing),
        applyConsent: (_, params) => applyConsent(params.marketing),
      },
    }),
    { input: { stored: stored && { version: 1, marketing: stored.marketing, decidedAt: '2024-01-01T00:00:00Z' } } },
  ).start();
  return { actor, persist, applyConsent };
}

describe('cookie consent machine', () => {
  it('starts undecided with marketing off when nothing is stored', () => {
    const { actor, applyConsent } = start();
    expect(actor.getSnapshot().value).toBe('Undecided');
    expect(actor.getSnapshot().context.marketing).toBe(false);
    expect(applyConsent).not.toHaveBeenCalled();
  });

  it('accept all grants marketing and persists it', () => {
    const { actor, persist, applyConsent } = start();
    actor.send({ type: 'accept-all' });
    expect(actor.getSnapshot().value).toBe('Decided');
    expect(persist).toHaveBeenCalledWith(true);
    expect(applyConsent).toHaveBeenCalledWith(true);
  });

  it('saving preferences without ticking marketing denies it', () => {
    const { actor, persist, applyConsent } = start();
    actor.send({ type: 'open-preferences' });
    actor.send({ type: 'save' });
    expect(persist).toHaveBeenCalledWith(false);
    expect(applyConsent).toHaveBeenCalledWith(false);
  });

  it('saving with marketing ticked grants it', () => {
    const { actor, persist } = start();
    actor.send({ type: 'open-preferences' });
    actor.send({ type: 'toggle-marketing' });
    expect(actor.getSnapshot().context.draftMarketing).toBe(true);
    actor.send({ type: 'save' });
    expect(persist).toHaveBeenCalledWith(true);
  });

  it('a stored choice is applied at start without showing the bar', () => {
    const { actor, applyConsent } = start({ marketing: true });
    expect(actor.getSnapshot().value).toBe('Decided');
    expect(applyConsent).toHaveBeenCalledWith(true);
  });

  it('closing preferences discards the draft and returns to where it was', () => {
    const { actor, persist } = start({ marketing: false });
    actor.send({ type: 'open-preferences' });
    actor.send({ type: 'toggle-marketing' });
    actor.send({ type: 'close-preferences' });
    expect(actor.getSnapshot().value).toBe('Decided');
    expect(actor.getSnapshot().context.marketing).toBe(false);
    expect(persist).not.toHaveBeenCalled();
  });

  it('reaches every state (model-based)', () => {
    const model = createTestModel(cookieConsentMachine, {
      input: { stored: null },
      events: [
        { type: 'accept-all' },
        { type: 'open-preferences' },
        { type: 'close-preferences' },
        { type: 'toggle-marketing' },
        { type: 'save' },
      ],
    });
    const reached = new Set(model.getShortestPaths().map((path) => JSON.stringify(path.state.value)));
    for (const state of ['Undecided', 'Preferences', 'Decided']) expect(reached).toContain(JSON.stringify(state));
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

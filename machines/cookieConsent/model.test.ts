import { describe, expect, it } from 'vitest';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { cookieConsentMachine } from './machine';
import type { StoredConsent } from './storage';

const events = [
  { type: 'accept-all' },
  { type: 'open-preferences' },
  { type: 'close-preferences' },
  { type: 'toggle-marketing' },
  { type: 'save' },
] as const;

const storedChoice: StoredConsent = { version: 1, marketing: false, decidedAt: '2024-01-01T00:00:00Z' };
const firstVisit = { input: { stored: null }, events };
type Path = ReturnType<typeof getSimplePaths<typeof cookieConsentMachine>>[number];
const values = (path: Path) => path.steps.map((step) => step.state.value);

describe('cookie consent machine (model-based)', () => {
  it('reaches every state on a first visit', () => {
    const reached = new Set(getShortestPaths(cookieConsentMachine, firstVisit).map((p) => p.state.value));
    for (const state of ['Undecided', 'Preferences', 'Decided']) expect(reached, state).toContain(state);
  });

  it('starts decided, without the bar, when a choice is stored', () => {
    const [start] = getShortestPaths(cookieConsentMachine, { input: { stored: storedChoice }, events });
    expect(start.state.value).toBe('Decided');
    expect(start.steps).toHaveLength(1);
  });

  /** Every walk of a first visit that comes to a decision, with the index of its first decided step. */
  const decisions = () =>
    getSimplePaths(cookieConsentMachine, firstVisit)
      .map((path) => ({ path, at: values(path).indexOf('Decided') }))
      .filter(({ at }) => at >= 0);

  it('decides only by "accept all" or "save": closing the preferences or ticking the box decides nothing', () => {
    expect(decisions().length).toBeGreaterThan(0);
    for (const { path, at } of decisions()) expect(['accept-all', 'save']).toContain(path.steps[at].event.type);
  });

  it('never shows the bar again once decided', () => {
    expect(decisions().some(({ path, at }) => path.steps.length > at + 1)).toBe(true);
    for (const { path, at } of decisions()) expect(values(path).slice(at)).not.toContain('Undecided');
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@shared/api/client';
import { LocaleProvider, useLanguage } from '@shared/i18n/LocaleProvider';
import { newSessionId, sessionId } from '@shared/api/sessionId';
import { tokenStore } from '@shared/api/tokenStore';
import { memoryStore } from '@shared/storage/safeStorage';
import { createFakeFetch, defaultShellRoutes, type RecordedRequest } from '../support/fakeNetwork';

function network(routes = defaultShellRoutes) {
  const recorded: RecordedRequest[] = [];
  vi.stubGlobal('fetch', createFakeFetch(routes, recorded));
  return recorded;
}

describe('API client', () => {
  it('sends the session id on every request and no token when signed out', async () => {
    const recorded = network();
    const result = await api.meta.apiInfo();
    expect(result.status).toBe(200);
    expect(recorded[0].headers.get('uss.id')).toBe(localStorage.getItem('uss.id'));
    expect(recorded[0].headers.get('authorization')).toBeNull();
  });

  it('adds the bearer token when there is one', async () => {
    const recorded = network();
    tokenStore.set('abc123');
    await api.meta.appInfo();
    expect(recorded[0].headers.get('authorization')).toBe('Bearer abc123');
  });

  it('sends array query parameters as repeated keys', async () => {
    const recorded = network({ ...defaultShellRoutes, 'GET /api/client/my/contracts': { body: [] } });
    tokenStore.set('abc123');
    await api.my.contracts({ query: { country: ['SVK', 'CZE'], status: ['ACTIVE'] } });
    expect(recorded[0].path).toBe('/api/client/my/contracts?country=SVK&country=CZE&status=ACTIVE');
  });

  it('clears the token on any 401', async () => {
    network();
    tokenStore.set('expired');
    const listener = vi.fn();
    const unsubscribe = tokenStore.subscribe(listener);
    const result = await api.auth.currentUser();
    expect(result.status).toBe(401);
    expect(tokenStore.get()).toBeNull();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});

/** Shows the page language and switches it to Czech when pressed. */
function LanguageSwitch() {
  const { lang, setLang } = useLanguage();
  return (
    <button type="button" onClick={() => setLang('cs')}>
      {lang}
    </button>
  );
}

describe('language of the answers', () => {
  it('asks for the language the page is shown in, not the browser language, and follows a switch', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US', languages: ['en-US', 'en'] });
    localStorage.setItem('user.lang', 'sk');
    render(
      <LocaleProvider>
        <LanguageSwitch />
      </LocaleProvider>,
    );
    await screen.findByRole('button', { name: 'sk' });

    const recorded = network();
    await api.meta.apiInfo();
    expect(recorded[0].headers.get('accept-language')).toBe('sk');

    act(() => screen.getByRole('button').click());
    await screen.findByRole('button', { name: 'cs' });
    await waitFor(async () => {
      await api.meta.apiInfo();
      expect(recorded.at(-1)?.headers.get('accept-language')).toBe('cs');
    });
  });
});

describe('session id', () => {
  it('has 6 characters and is generated once per browser', () => {
    expect(newSessionId()).toMatch(/^[A-Za-z0-9]{6}$/);
    const store = memoryStore();
    const first = sessionId(store);
    expect(sessionId(store)).toBe(first);
    expect(store.get('uss.id')).toBe(first);
  });

  it('replaces a malformed stored id', () => {
    const store = memoryStore({ 'uss.id': 'too-long-id' });
    expect(sessionId(store)).toMatch(/^[A-Za-z0-9]{6}$/);
  });
});

import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@locales/en.json';
import { demoConfig } from '@machines/fixtures/user';
import { createFakeFetch, jsonResponse, unanswered } from '@tests/support/fakeNetwork';
import { loadShellApi } from '@shared/api/loadShellApi';
import { ConfigProvider } from '@shared/config/ConfigContext';
import { versionAttemptTimeoutMs, versionRetryDelayMs } from './useVersions';
import { VersionLine } from './VersionLine';

/** How the fake server treats GET /api/info right now. */
let server: 'silent' | 'failing' | 'down' | 'up';
let apiCalls = 0;

const apiInfo = (): Response | Promise<Response> => {
  apiCalls += 1;
  if (server === 'silent') return unanswered();
  if (server === 'down') return Promise.reject(new TypeError('Failed to fetch'));
  if (server === 'failing') return jsonResponse({ status: 503, code: 'weApologize', detail: 'Starting' }, 503);
  return jsonResponse({ version: '1.4.0' });
};

const label = () => screen.getByRole('button').textContent;
/** Lets the fake clock run `ms` and every answer and re-render that follows. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const renderLine = () =>
  render(
    <ConfigProvider config={demoConfig}>
      <IntlProvider locale="en" messages={en}>
        <VersionLine />
      </IntlProvider>
    </ConfigProvider>,
  );

describe('the footer’s version line', () => {
  // The API client's chunk is loaded for real once, so only the fake clock decides what follows.
  beforeAll(() => loadShellApi());
  beforeEach(() => {
    apiCalls = 0;
    vi.stubGlobal('fetch', createFakeFetch({ 'GET /_info': { body: { version: '1.4.2' } }, 'GET /api/info': apiInfo }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows "–" while the server does not answer, and the API version as soon as it does', async () => {
    server = 'silent';
    renderLine();
    await pass(0);
    expect(label()).toBe('Version 1.4.2 · API –');
    await pass(versionAttemptTimeoutMs);
    expect(label()).toBe('Version 1.4.2 · API –');
    expect(apiCalls).toBe(1);
    server = 'up';
    await pass(versionRetryDelayMs(1));
    expect(apiCalls).toBe(2);
    expect(label()).toBe('Version 1.4.2 · API 1.4.0');
  });

  it('retries after a failed first attempt and shows the version when the retry succeeds', async () => {
    server = 'down';
    renderLine();
    await pass(0);
    expect(apiCalls).toBe(1);
    expect(label()).toBe('Version 1.4.2 · API –');
    server = 'up';
    await pass(versionRetryDelayMs(1) - 1);
    expect(label()).toBe('Version 1.4.2 · API –');
    await pass(1);
    expect(apiCalls).toBe(2);
    expect(label()).toBe('Version 1.4.2 · API 1.4.0');
  });

  it('keeps retrying with growing pauses through error answers, and stops once it has the version', async () => {
    server = 'failing';
    renderLine();
    await pass(0);
    await pass(1000 + 2000 + 4000);
    expect(apiCalls).toBe(4);
    expect(label()).toBe('Version 1.4.2 · API –');
    await pass(7999);
    expect(apiCalls).toBe(4);
    server = 'up';
    await pass(1);
    expect(label()).toBe('Version 1.4.2 · API 1.4.0');
    await pass(120_000);
    expect(apiCalls).toBe(5);
  });

  it('tries again at once when the browser comes back online', async () => {
    server = 'down';
    renderLine();
    await pass(0);
    server = 'up';
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await pass(0);
    expect(apiCalls).toBe(2);
    expect(label()).toBe('Version 1.4.2 · API 1.4.0');
  });
});

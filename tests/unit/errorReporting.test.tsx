import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@locales/en.json';
import { ClientErrorReport } from '@contract/meta';
import { apologyStore } from '@shared/errors/apologyStore';
import { buildErrorReport, type ReportEnvironment } from '@shared/errors/buildErrorReport';
import { ApologyPage } from '@shared/errors/ApologyPage';
import { ErrorBoundary } from '@shared/errors/ErrorBoundary';
import { installGlobalErrorHandlers, isHarmless } from '@shared/errors/installGlobalHandlers';
import { reportError } from '@shared/errors/reportError';
import { setReportUsername } from '@shared/errors/reportContext';
import { createFakeFetch, defaultShellRoutes, type RecordedRequest } from '../support/fakeNetwork';

const env = (overrides: Partial<ReportEnvironment> = {}): ReportEnvironment => ({
  userAgent: 'TestBrowser/1.0',
  storage: localStorage,
  location: 'https://example.com/boxes?zoom=3',
  screen: { width: 390, height: 844 },
  sessionId: 'Ab3dE9',
  username: 'jana@example.com',
  secretKeys: ['auth/token'],
  ...overrides,
});

describe('error report payload (POST /api/ops/error)', () => {
  it('carries the error, stack and the browser context', () => {
    localStorage.setItem('user.lang', 'sk');
    const report = buildErrorReport(new TypeError('x is undefined'), env());
    expect(report.error).toBe('TypeError: x is undefined');
    expect(report.stacktrace).toContain('x is undefined');
    expect(report.context).toEqual({
      browser: 'TestBrowser/1.0',
      localStorage: { 'user.lang': 'sk' },
      location: 'https://example.com/boxes?zoom=3',
      screenSize: '390x844',
      sessionId: 'Ab3dE9',
      username: 'jana@example.com',
    });
    expect(ClientErrorReport.safeParse(report).success).toBe(true);
  });

  it('cuts each stored value to 8000 characters and redacts tokens', () => {
    localStorage.setItem('order', 'x'.repeat(9000));
    localStorage.setItem('auth/token', 'secret');
    const { context } = buildErrorReport('boom', env());
    expect(context.localStorage?.order).toHaveLength(8000);
    expect(context.localStorage?.['auth/token']).toBe('[redacted]');
  });

  it('describes non-Error values and stays within the contract bounds', () => {
    const report = buildErrorReport({ reason: 'y'.repeat(5000) }, env({ userAgent: 'u'.repeat(900) }));
    expect(report.stacktrace).toBeNull();
    expect(ClientErrorReport.safeParse(report).success).toBe(true);
  });
});

function recordNetwork() {
  const recorded: RecordedRequest[] = [];
  vi.stubGlobal('fetch', createFakeFetch(defaultShellRoutes, recorded));
  return recorded;
}

/** A component whose render fails. */
function Broken(): never {
  throw new Error('render failed');
}

describe('reporting', () => {
  it('posts the report with the session header', async () => {
    const recorded = recordNetwork();
    setReportUsername('jana@example.com');
    await reportError(new Error('unique failure 1'));
    const call = recorded.find((r) => r.path === '/api/ops/error');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('uss.id')).toMatch(/^[A-Za-z0-9]{6}$/);
    const body = JSON.parse(call?.body ?? '{}');
    expect(body.error).toBe('Error: unique failure 1');
    expect(body.context.username).toBe('jana@example.com');
    setReportUsername(null);
  });

  it('sends the same error only once per page', async () => {
    const recorded = recordNetwork();
    await reportError(new Error('unique failure 2'));
    await reportError(new Error('unique failure 2'));
    expect(recorded.filter((r) => r.path === '/api/ops/error')).toHaveLength(1);
  });

  it('the error boundary reports a render error and shows the apology', async () => {
    const report = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="en" messages={en}>
        <ErrorBoundary fallback={<ApologyPage />} report={report}>
          <Broken />
        </ErrorBoundary>
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Sorry, seems we are having some issues.' })).toBeTruthy();
    expect(report).toHaveBeenCalledTimes(1);
    expect(String(report.mock.calls[0][0].stack)).toContain('Broken');
    vi.mocked(console.error).mockRestore();
  });

  it('window errors and unhandled rejections are reported and show the apology', async () => {
    const report = vi.fn(async () => undefined);
    const uninstall = installGlobalErrorHandlers(window, report);
    window.dispatchEvent(new ErrorEvent('error', { message: 'kaboom', error: new Error('kaboom') }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('async kaboom') });
    window.dispatchEvent(rejection);
    await waitFor(() => expect(report).toHaveBeenCalledTimes(2));
    expect(apologyStore.get()).toBe(true);
    uninstall();
    apologyStore.reset();
  });

  it('ignores harmless browser noise', () => {
    expect(isHarmless('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isHarmless('Script error.')).toBe(true);
    expect(isHarmless('TypeError: x')).toBe(false);
  });
});

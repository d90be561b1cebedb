import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it, onTestFinished } from 'vitest';
import { storageKeys } from '../storage/keys';
import { session } from '../storage/safeStorage';
import { LocaleProvider } from './LocaleProvider';
import { createMessageStore } from './messageStore';

describe('LocaleProvider in the app (groups on demand)', () => {
  it('fetches the group of a message no screen declared and then shows its text', async () => {
    render(
      <LocaleProvider lang="en" onDemand>
        <FormattedMessage id="common.skipToContent" />
        <h1>
          <FormattedMessage id="gdpr.title" />
        </h1>
      </LocaleProvider>,
    );
    // The shell's texts come first; the privacy page's title is in a group nobody asked for.
    expect(await screen.findByText('Skip to main content')).toBeTruthy();
    expect((await screen.findByRole('heading', { name: 'Privacy policy' })).textContent).toBe('Privacy policy');
  });
});

describe('LocaleProvider when the messages cannot be loaded', () => {
  it('shows the failure view it was given once a reload has not helped', async () => {
    // A reload was tried a moment ago: a second failure is an outage, not a new deployment.
    session.set(storageKeys.chunkReloadAt, String(Date.now()));
    onTestFinished(() => session.remove(storageKeys.chunkReloadAt));
    const unreachable = createMessageStore('en', () => Promise.reject(new Error('chunk missing')));
    render(
      <LocaleProvider lang="en" onDemand messages={unreachable} failure={<p>Messages unavailable</p>}>
        <FormattedMessage id="common.skipToContent" />
      </LocaleProvider>,
    );
    expect(await screen.findByText('Messages unavailable')).toBeTruthy();
  });
});

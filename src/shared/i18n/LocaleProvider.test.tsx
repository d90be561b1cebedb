import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from './LocaleProvider';

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

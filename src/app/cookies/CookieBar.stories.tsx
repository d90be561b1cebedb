import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CookieConsent from './CookieConsent';
import { CookieConsentRoot } from './CookieConsentRoot';

/** One story per state of the cookie-consent machine, driven by the real machine. */
const meta = {
  title: 'Machines/Cookie consent',
  component: CookieConsent,
  parameters: { layout: 'fullscreen', shell: { cookieConsent: null } },
  args: { stored: null, initialEvents: [] },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (name: string) => ({ machineState: { machine: 'cookieConsent', state: name } });

/**
 * The machine reads the stored choice once and moves on at once (a transient state): with nothing
 * stored it goes on to Undecided, so the bar shows.
 */
export const Checking: Story = { parameters: state('Checking') };

/** First visit: the bar before any interaction (plain view, the machine not loaded yet). */
export const Undecided: Story = {
  parameters: state('Undecided'),
  render: () => <CookieConsentRoot />,
};

export const Preferences: Story = {
  parameters: state('Preferences'),
  args: { initialEvents: [{ type: 'open-preferences' }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
  },
};

export const PreferencesMarketingTicked: Story = {
  args: { initialEvents: [{ type: 'open-preferences' }, { type: 'toggle-marketing' }] },
};

/** A stored choice reopened through "Cookie settings" in the footer. */
export const PreferencesOfReturningVisitor: Story = {
  args: {
    stored: { version: 1, marketing: true, decidedAt: '2024-01-01T00:00:00Z' },
    initialEvents: [{ type: 'open-preferences' }],
  },
};

/** Decided: the bar is gone (the page behind it stays as it is). */
export const Decided: Story = {
  parameters: state('Decided'),
  args: { initialEvents: [{ type: 'accept-all' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { LocaleTag } from '@contract/appConfig';
import { ApologyPage } from '@shared/errors/ApologyPage';
import { demoUser } from '@machines/fixtures/user';
import { AppShell } from './AppShell';

/** The shell in each of its states (top bar, footer, routing rules, full-page states). */
const meta = {
  title: 'Shell/App',
  component: AppShell,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const SignedIn: Story = {
  parameters: { shell: { user: demoUser, path: '/help' } },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('banner');
    await expect(await within(banner).findAllByRole('link', { name: 'Jana' })).not.toHaveLength(0);
  },
};

export const MyAreaSignedIn: Story = {
  parameters: { shell: { user: demoUser, path: '/my/boxes' } },
};

/** Inside the native app: `/` has redirected to the web-view landing and the header is hidden. */
export const Webview: Story = {
  parameters: { shell: { device: { isWebview: true }, path: '/', user: demoUser } },
};

/** `?limitedView=true`: only the logo, no menu, no footer. */
export const LimitedView: Story = {
  parameters: { shell: { path: '/help?limitedView=true' } },
};

/** Below the 1030 px navigation breakpoint, with the burger menu open. */
export const BurgerMenuOpen: Story = {
  args: { menuOpen: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { shell: { path: '/help' } },
};

export const FirstVisitCookieBar: Story = {
  parameters: { shell: { cookieConsent: null } },
};

export const Maintenance: Story = {
  parameters: { shell: { config: { maintenance: true } } },
};

export const NotFound: Story = {
  parameters: { shell: { path: '/this-page-was-removed' } },
};

/** What a crash shows (error boundary and window error listeners). */
export const Apology: Story = {
  render: () => <ApologyPage />,
};

export const Help: Story = { parameters: { shell: { path: '/help' } } };
export const Gdpr: Story = { parameters: { shell: { path: '/gdpr' } } };
export const StorePolicy: Story = { parameters: { shell: { path: '/store-policy' } } };
export const HungaryFooter: Story = {
  parameters: { shell: { path: '/help', config: { country: 'HUN', formatLocale: 'hu-HU' } } },
};

export const OpenLanguageSelector: Story = {
  parameters: { shell: { path: '/help' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Language/ }));
    await expect(within(canvasElement).getByRole('listbox')).toBeVisible();
  },
};

/** The landing in each interface language (falls back to English until a translation exists). */
const inLanguage = (lang: LocaleTag): Story => ({
  parameters: { shell: { lang, config: { country: lang === 'cs' ? 'CZE' : 'SVK' } } },
});
export const LandingSk = inLanguage('sk');
export const LandingCs = inLanguage('cs');
export const LandingEn = inLanguage('en');
export const LandingUk = inLanguage('uk');
export const LandingPl = inLanguage('pl');
export const LandingHu = inLanguage('hu');
export const LandingRo = inLanguage('ro');

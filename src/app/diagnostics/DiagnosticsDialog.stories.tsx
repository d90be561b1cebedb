import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Diagnostics from './Diagnostics';
import Footer from '../footer/Footer';
import { VersionLine } from '../footer/VersionLine';
import { backgroundOf, contrastRatio } from '@tests/support/contrast';
import { demoUser } from '@machines/fixtures/user';
import type { Coordinates, LocationPermission } from '@machines/diagnostics/machine';
import type { DiagnosticsEffects } from '@machines/diagnostics/provider';
import { never } from '@tests/support/fakeNetwork';

const bratislava: Coordinates = { lat: 48.14816, lng: 17.10674, accuracy: 18 };
const now = Date.now();
const tripleTap = () => [now, now + 120, now + 240];

/** Fake location readers: a permission (or one that never answers) and what reading the position does. */
const effects = (
  permission: LocationPermission | 'never',
  position: Coordinates | 'fails' | 'never' = bratislava,
): DiagnosticsEffects => ({
  readPermission: () => (permission === 'never' ? never() : Promise.resolve(permission)),
  readPosition: () =>
    position === 'never'
      ? never()
      : position === 'fails'
        ? Promise.reject(new Error('timeout'))
        : Promise.resolve(position),
});
const state = (name: string) => ({ machineState: { machine: 'diagnostics', state: name } });

/** One story per state of the diagnostics machine; the dialog opens by a (replayed) triple tap. */
const meta = {
  title: 'Machines/Diagnostics',
  component: Diagnostics,
  args: { pendingTaps: [], connect: () => undefined },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Diagnostics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the version line; three taps within a second open the dialog. */
export const Closed: Story = {
  parameters: state('Closed'),
  render: () => (
    <div style={{ background: '#0b2537', padding: '1rem' }}>
      <VersionLine actors={effects('granted')} />
    </div>
  ),
};

export const ReadingPermission: Story = {
  args: { pendingTaps: tripleTap(), effects: effects('never') },
  parameters: state('Open.ReadingPermission'),
};

/** Access was granted earlier: the position is being read. */
export const ReadingPosition: Story = {
  args: { pendingTaps: tripleTap(), effects: effects('granted', 'never') },
  parameters: state('Open.ReadingPosition'),
};

export const ReadySignedInWithCoordinates: Story = {
  args: { pendingTaps: tripleTap(), effects: effects('granted') },
  parameters: { shell: { user: demoUser }, ...state('Open.Ready') },
};

export const ReadyLocationBlocked: Story = {
  args: { pendingTaps: tripleTap(), effects: effects('denied') },
  parameters: state('Open.Ready'),
};

export const ReadyPositionUnavailable: Story = {
  args: { pendingTaps: tripleTap(), effects: effects('granted', 'fails') },
  parameters: state('Open.Ready'),
};

export const ReadyUnsupported: Story = {
  args: { pendingTaps: tripleTap(), effects: effects('unsupported') },
  parameters: state('Open.Ready'),
};

/** Just closed: the dialog is gone and, for a moment, taps do not count towards reopening it. */
export const Throttled: Story = {
  args: { pendingTaps: tripleTap(), effects: effects('denied') },
  parameters: state('Throttled'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Opened from the dark footer, as on every page: the dialog keeps dark text and the ordinary focus
 * ring on its white background (the footer's light colours would be about 1.7:1 and 1.4:1 there).
 */
export const OpenedFromTheFooter: Story = {
  parameters: { layout: 'fullscreen', ...state('Open.Ready') },
  render: () => <Footer diagnostics={effects('denied')} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const version = await body.findByRole('button', { name: /^Version/ });
    for (let i = 0; i < 3; i++) await userEvent.click(version);
    const dialog = await body.findByRole('dialog', { name: 'Diagnostics' });
    const background = backgroundOf(dialog);
    for (const text of dialog.querySelectorAll('h2, dt, dd'))
      await expect(contrastRatio(getComputedStyle(text).color, background)).toBeGreaterThanOrEqual(4.5);
    await userEvent.tab();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await expect(getComputedStyle(close).outlineStyle).toBe('solid');
    await expect(contrastRatio(getComputedStyle(close).outlineColor, background)).toBeGreaterThanOrEqual(3);
  },
};

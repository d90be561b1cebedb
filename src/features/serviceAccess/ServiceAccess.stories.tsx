import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyNow, validityFixture } from '@machines/fixtures/unlockToken';
import { fakeLockEffects } from '@machines/lock/fakeEffects';
import { fakeServiceTokenEffects } from '@machines/serviceToken/fakeEffects';
import type { ServiceTokenEffects } from '@machines/serviceToken/provider';
import { FailureError } from '@machines/shared/failure';
import { never } from '@tests/support/fakeNetwork';
import type { TokenUnlocks } from './serviceAccessEffects';
import { ServiceAccess } from './ServiceAccess';

/** The page of an e-mailed access link, one story per state of the service-token machine. */
function Page({
  effects = {},
  link = { email: 'technik@example.com', token: 'k3Jx9QmZ2pV7tLwR4sYb' },
}: {
  effects?: Partial<ServiceTokenEffects>;
  link?: { email: string | null; token: string | null };
}) {
  const unlocks: TokenUnlocks = {
    entrance: () => async () => ({ unlocked: true, relockAfterSeconds: 8 }),
    backupEntrance: () => async () => ({ unlocked: true, relockAfterSeconds: 8 }),
    box: () => async () => ({ unlocked: true, relockAfterSeconds: 8 }),
  };
  return (
    <ServiceAccess
      link={link}
      effects={fakeServiceTokenEffects({
        now: () => storyNow,
        checkValidity: async () => validityFixture('VALID', storyNow),
        ...effects,
      })}
      unlocks={unlocks}
      location={fakeLockEffects()}
    />
  );
}

const meta = { title: 'Machines/Service access link', component: Page, args: {} } satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = (name: string) => ({ machineState: { machine: 'serviceToken', state: name } });
const answer = (kind: 'NOT_YET_VALID' | 'VALID' | 'EXPIRED') => ({
  checkValidity: async () => validityFixture(kind, storyNow),
});

export const Checking: Story = {
  parameters: state('Checking'),
  args: { effects: { checkValidity: never } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** Within the window: from and to, and per warehouse its entrance and the box's door. */
export const Valid: Story = {
  parameters: state('Valid'),
  args: { effects: answer('VALID') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Valid from .+ to .+\.$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Bratislava – Ružinov' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Box A-006 Press to open' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Entrance Press to open' }));
    await expect(await canvas.findByText('Unlocked, locks again in 8 s')).toBeVisible();
  },
};

/** Not started yet: its start; the page turns valid by itself then. */
export const NotYetValid: Story = {
  parameters: state('NotYetValid'),
  args: { effects: answer('NOT_YET_VALID') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^The link is valid from /)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /Press to open/ })).toBeNull();
  },
};

/** Ended: when, and how to contact us (from the app's configuration). */
export const Expired: Story = {
  parameters: state('Expired'),
  args: { effects: answer('EXPIRED') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^The link expired on /)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+421 2 3300 4400' })).toHaveAttribute('href', 'tel:+421233004400');
    await expect(canvas.getByRole('link', { name: 'info@selfstorage.example' })).toBeVisible();
  },
};

/** Unknown or revoked (404). */
export const Invalid: Story = {
  parameters: state('Invalid'),
  args: { effects: { checkValidity: () => Promise.reject(new FailureError(404, 'service-access/invalid-link')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This service link is not valid.')).toBeVisible();
  },
};

/** A link cut short when copied (no token): invalid without asking the server. */
export const InvalidCutShort: Story = {
  parameters: state('Invalid'),
  args: { link: { email: 'technik@example.com', token: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This service link is not valid.');
  },
};

/** The check did not get through; it can be tried again. */
export const Failed: Story = {
  parameters: state('Failed'),
  args: { effects: { checkValidity: () => Promise.reject(new TypeError('Failed to fetch')) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Try again' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

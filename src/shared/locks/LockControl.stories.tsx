import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ErrorCode } from '@contract/errors';
import { atWarehouse, fakeLockEffects } from '@machines/lock/fakeEffects';
import type { LockEffects } from '@machines/lock/provider';
import { FailureError } from '@machines/shared/failure';
import { never } from '@tests/support/fakeNetwork';
import { LockControl } from './LockControl';

/** One smart lock's control (My boxes, the service-access page), one story per state of the lock machine. */
function Lock({ effects = {} }: { effects?: Partial<LockEffects> }) {
  const fake = fakeLockEffects(effects);
  return (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <LockControl label="Box door" unlock={fake.unlock} location={fake} />
    </div>
  );
}

const meta = { title: 'Machines/Smart lock', component: Lock, args: {} } satisfies Meta<typeof Lock>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = (name: string) => ({ machineState: { machine: 'lock', state: name } });
const refuse = (status: number, code: ErrorCode) => () => Promise.reject(new FailureError(status, code));
const press = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: 'Box door Press to open' }));
const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const alertSays = async (canvasElement: HTMLElement, text: string | RegExp) =>
  expect(await within(canvasElement).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(text);

export const Locked: Story = {
  parameters: state('Locked'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Box door Press to open' })).toBeEnabled();
    await expect(status(canvasElement)).toHaveTextContent('Locked');
  },
};

export const Locating: Story = {
  parameters: state('Locating'),
  args: { effects: { readPosition: never } },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await expect(status(canvasElement)).toHaveTextContent('Locating you…');
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Unlocking: Story = {
  parameters: state('Unlocking'),
  args: { effects: { unlock: never } },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Opening…'));
  },
};

/** Counts down each second, then the lock is shown locked again. */
export const Unlocked: Story = {
  parameters: state('Unlocked'),
  args: { effects: { unlock: async () => ({ unlocked: true, relockAfterSeconds: 2 }) } },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Unlocked, locks again in 2 s'));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Unlocked, locks again in 1 s'), {
      timeout: 2000,
    });
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Locked'), { timeout: 2000 });
  },
};

/** The lookups the too-far story's browser was asked for. */
const tooFarLookups: number[] = [];

/** Too far twice: the location was looked up once more, and only once, before telling. */
export const TooFar: Story = {
  parameters: state('TooFar'),
  args: {
    effects: {
      readPosition: async () => ({ ...atWarehouse, lat: atWarehouse.lat + 0.05, at: tooFarLookups.push(Date.now()) }),
      unlock: refuse(400, 'lock-v2/too-far-away'),
    },
  },
  play: async ({ canvasElement }) => {
    tooFarLookups.length = 0;
    await press(canvasElement);
    await alertSays(canvasElement, 'You are too far away from the lock.');
    await expect(tooFarLookups).toHaveLength(2);
    await expect(within(canvasElement).getByRole('button', { name: 'Box door Press to open' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const OutOfHours: Story = {
  parameters: state('OutOfHours'),
  args: { effects: { unlock: refuse(400, 'lock-v2/lock-is-out-of-time') } },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await alertSays(canvasElement, 'Lock is out of opening hours.');
  },
};

export const RentOverdue: Story = {
  parameters: state('RentOverdue'),
  args: { effects: { unlock: refuse(403, 'lock-v2/rent-overdue') } },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await alertSays(canvasElement, /A rent for this box is overdue/);
    await expect(within(canvasElement).getByRole('link', { name: 'Go to My rents' })).toHaveAttribute(
      'href',
      '/my/rents',
    );
  },
};

export const NoResponse: Story = {
  parameters: state('NoResponse'),
  args: { effects: { unlock: refuse(504, 'lock-v2/no-response') } },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await alertSays(canvasElement, 'The lock did not respond. It has not been opened');
    await expect(status(canvasElement)).toHaveTextContent('Locked');
  },
};

export const LocationDenied: Story = {
  parameters: state('LocationDenied'),
  args: { effects: { readPosition: () => Promise.reject({ code: 1 }) } },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await alertSays(canvasElement, 'Permission to access location is blocked.');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Allow location access for this site');
  },
};

export const LocationUnavailable: Story = {
  parameters: state('LocationUnavailable'),
  args: { effects: { readPosition: () => Promise.reject({ code: 3 }) } },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await alertSays(canvasElement, 'Your location could not be determined.');
  },
};

/** A browser without a location API: the same state, with its own message. */
export const LocationUnsupported: Story = {
  parameters: state('LocationUnavailable'),
  args: { effects: { readPermission: async () => 'unsupported' } },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await alertSays(canvasElement, 'This browser cannot share your location');
  },
};

/** Anything else, here too many attempts, is told by its error code. */
export const Failed: Story = {
  parameters: state('Failed'),
  args: { effects: { unlock: refuse(429, 'rate-limited') } },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await alertSays(canvasElement, 'Too many attempts. Please wait a moment and try again.');
  },
};

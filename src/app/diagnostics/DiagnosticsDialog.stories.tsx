import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import Diagnostics from './Diagnostics';
import { VersionLine } from '../footer/VersionLine';
import { demoUser } from '../../../machines/fixtures/user';
import type { Coordinates, LocationPermission } from '../../../machines/diagnostics/machine';

const bratislava: Coordinates = { lat: 48.14816, lng: 17.10674, accuracy: 18 };
const now = Date.now();
const tripleTap = () => [now, now + 120, now + 240];

const actors = (permission: LocationPermission | 'never', position: Coordinates | 'fails' = bratislava) => ({
  readPermission: fromPromise<LocationPermission>(() => (permission === 'never' ? new Promise(() => undefined) : Promise.resolve(permission))),
  readPosition: fromPromise<Coordinates>(() => (position === 'fails' ? Promise.reject(new Error('timeout')) : Promise.resolve(position))),
});

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
  render: () => (
    <div style={{ background: '#0b2537', padding: '1rem' }}>
      <VersionLine actors={actors('granted')} />
    </div>
  ),
};

export const ReadingPermission: Story = {
  args: { pendingTaps: tripleTap(), actors: actors('never') },
};

export const ReadySignedInWithCoordinates: Story = {
  args: { pendingTaps: tripleTap(), actors: actors('granted') },
  parameters: { shell: { user: demoUser } },
};

export const ReadyLocationBlocked: Story = {
  args: { pendingTaps: tripleTap(), actors: actors('denied') },
};

export const ReadyPositionUnavailable: Story = {
  args: { pendingTaps: tripleTap(), actors: actors('granted', 'fails') },
};

export const ReadyUnsupported: Story = {
  args: { pendingTaps: tripleTap(), actors: actors('unsupported') },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LocationControl } from './LocationControl';
import type { LocationPermission, Position } from '@machines/geolocation/context';
import { fakeGeolocationEffects } from '@machines/geolocation/fakeEffects';
import { GeolocationProvider } from '@machines/geolocation/provider';
import { never } from '@tests/support/fakeNetwork';

type PositionOutcome = 'fix' | 'never' | { code: number };

const bratislava: Position = { lat: 48.1486, lng: 17.1077, accuracy: 20, at: Date.now() };

/** The real geolocation machine with the browser faked: a permission state and what a position request does. */
function GeolocationStory({
  permission,
  position,
}: {
  permission: LocationPermission | 'never';
  position: PositionOutcome;
}) {
  const effects = fakeGeolocationEffects({
    readPermission: () => (permission === 'never' ? never() : Promise.resolve(permission)),
    readPosition: () =>
      position === 'never'
        ? never()
        : position === 'fix'
          ? Promise.resolve({ ...bratislava, at: Date.now() })
          : Promise.reject(position),
  });
  return (
    <div style={{ padding: '1.5rem', maxWidth: 480 }}>
      <GeolocationProvider effects={effects} onPosition={() => undefined}>
        <LocationControl />
      </GeolocationProvider>
    </div>
  );
}

/** One story per state of the geolocation machine: prompt, requesting, granted, denied, unsupported. */
const meta = {
  title: 'Machines/Geolocation',
  component: GeolocationStory,
  parameters: { layout: 'centered' },
  args: { permission: 'prompt', position: 'fix' },
} satisfies Meta<typeof GeolocationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (name: string) => ({ machineState: { machine: 'geolocation', state: name } });
const pressMyLocation = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: /My location/ }));

/** Reading the permission state (no prompt is shown for this). */
export const Checking: Story = { args: { permission: 'never' }, parameters: state('Checking') };

/** Not asked yet: "location access needed". */
export const Prompt: Story = {
  parameters: state('Prompt'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Allow access to your location/)).toBeVisible();
  },
};

/** The visitor pressed "my location"; the browser's own prompt is open. */
export const Requesting: Story = {
  parameters: state('Requesting'),
  args: { position: 'never' },
  play: async ({ canvasElement }) => {
    await pressMyLocation(canvasElement);
    await expect(
      await within(canvasElement).findByText(/allow location access in your browser’s prompt/),
    ).toBeVisible();
  },
};

/** Access was granted earlier: the position is read at once, without a prompt. */
export const GrantedLocating: Story = {
  args: { permission: 'granted', position: 'never' },
  parameters: state('Granted.Locating'),
};

export const GrantedLocated: Story = {
  args: { permission: 'granted', position: 'fix' },
  parameters: state('Granted.Located'),
};

/** Allowed, but the device cannot tell where it is (code 2 or a timeout). */
export const GrantedPositionUnavailable: Story = {
  args: { permission: 'granted', position: { code: 2 } },
  parameters: state('Granted.PositionUnavailable'),
};

/** Blocked (code 1): "Permission to access location is blocked." */
export const Denied: Story = {
  parameters: state('Denied'),
  args: { permission: 'prompt', position: { code: 1 } },
  play: async ({ canvasElement }) => {
    await pressMyLocation(canvasElement);
    await expect(await within(canvasElement).findByText(/Permission to access location is blocked/)).toBeVisible();
  },
};

/** Blocked in the browser's settings before this visit. */
export const DeniedFromTheStart: Story = {
  args: { permission: 'denied', position: { code: 1 } },
  parameters: state('Denied'),
};

export const Unsupported: Story = { args: { permission: 'unsupported' }, parameters: state('Unsupported') };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakeNewsletterEffects } from '@machines/newsletter/fakeEffects';
import type { NewsletterEffects } from '@machines/newsletter/provider';
import { FailureError } from '@machines/shared/failure';
import { never } from '@tests/support/fakeNetwork';
import { NewsletterSwitch } from './NewsletterSwitch';

/** The profile's newsletter consent, one story per state of the newsletter machine. */
function Newsletter({ effects = {} }: { effects?: Partial<NewsletterEffects> }) {
  return (
    <main>
      <NewsletterSwitch effects={fakeNewsletterEffects(effects)} />
    </main>
  );
}

const meta = { title: 'Machines/Newsletter', component: Newsletter, args: {} } satisfies Meta<typeof Newsletter>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = (name: string) => ({ machineState: { machine: 'newsletter', state: name } });
const box = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('checkbox', { name: 'Send me the newsletter with offers and news' });

export const Loading: Story = {
  parameters: state('Loading'),
  args: { effects: { loadSubscription: never } },
  play: async ({ canvasElement }) => {
    await expect(await box(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByText('Loading…')).toBeVisible();
  },
};

export const Off: Story = {
  parameters: state('Off'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You are not subscribed to the newsletter.')).toBeVisible();
    await expect(await box(canvasElement)).not.toBeChecked();
  },
};

export const On: Story = {
  parameters: state('On'),
  args: { effects: { loadSubscription: async () => true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You are subscribed to the newsletter.')).toBeVisible();
    await expect(await box(canvasElement)).toBeChecked();
  },
};

export const Saving: Story = {
  parameters: state('Saving'),
  args: { effects: { saveSubscription: never } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('You are not subscribed to the newsletter.');
    await userEvent.click(await box(canvasElement));
    await expect(await within(canvasElement).findByText('Saving your choice…')).toBeVisible();
    await expect(await box(canvasElement)).toBeDisabled();
  },
};

export const Subscribed: Story = {
  parameters: state('On'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('You are not subscribed to the newsletter.');
    await userEvent.click(await box(canvasElement));
    await expect(await within(canvasElement).findByText('You are subscribed to the newsletter.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: state('Failed'),
  args: { effects: { saveSubscription: () => Promise.reject(new FailureError(0, 'weApologize')) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('You are not subscribed to the newsletter.');
    await userEvent.click(await box(canvasElement));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DetailsStep } from './DetailsStep';
import { OrderSteps } from '../OrderSteps';
import { demoUser } from '@machines/fixtures/user';
import { draftFixture, typedDetails } from '@machines/fixtures/order';
import { OrderStory, type OrderStoryProps } from '@tests/support/orderStory';
import { never } from '@tests/support/fakeNetwork';
import { FailureError } from '@machines/shared/failure';

function DetailsStory(props: Omit<OrderStoryProps, 'children'>) {
  return (
    <div className="container page">
      <OrderSteps current={2} />
      <OrderStory {...props}>
        <DetailsStep />
      </OrderStory>
    </div>
  );
}

const unverified = draftFixture({ invoicingDetails: null, invoicingDetailsValid: false });
const submit = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: 'Continue' }));

/** Step 2 (/order/user-details): the details region's states and the form's errors. */
const meta = {
  title: 'Machines/Order/2 Details',
  component: DetailsStory,
  args: { stored: unverified },
} satisfies Meta<typeof DetailsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (...names: string[]) => ({ machineState: names.map((name) => ({ machine: 'order', state: name })) });

/** Editing, anonymous: log in, or continue without login. */
export const Editing: Story = { parameters: state('details.Editing') };

export const EditingCompany: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('radio', { name: 'A company' }));
  },
};

/** Sent empty: "Mandatory" at each field, focus on the first. */
export const MandatoryFields: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(within(canvasElement).getByRole('textbox', { name: /First name/ })).toHaveFocus();
  },
};

/** Sent back from the summary (forceValidate): every problem shown at once. */
export const ForceValidate: Story = {
  args: {
    stored: draftFixture({
      invoicingDetails: {
        ...typedDetails,
        telephoneNumber: '0905 111 222',
        address: { ...typedDetails.address, zip: '' },
      },
      invoicingDetailsValid: false,
      forceValidate: true,
    }),
  },
};

export const Verifying: Story = {
  parameters: state('details.Verifying'),
  args: { stored: draftFixture({ invoicingDetailsValid: false }), effects: { verifyDetails: never } },
  play: async ({ canvasElement }) => submit(canvasElement),
};

export const RefusedEmailTaken: Story = {
  parameters: state('details.Refused'),
  args: {
    stored: draftFixture({ invoicingDetailsValid: false }),
    effects: { verifyDetails: () => Promise.reject(new FailureError(409, 'Autoregistration/email-taken')) },
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('This e-mail address is already in use.')).toBeVisible();
    // A returning customer is offered to sign in; the draft stays in storage for after the login.
    const login = within(canvasElement).getByRole('link', { name: 'Log in and continue' });
    await expect(login).toHaveAttribute('href', expect.stringMatching(/^\/login\?redirect=.*order.*user-details/));
  },
};

export const RefusedPhoneTaken: Story = {
  parameters: state('details.Refused'),
  args: {
    stored: draftFixture({ invoicingDetailsValid: false }),
    effects: { verifyDetails: () => Promise.reject(new FailureError(409, 'Autoregistration/phone-taken')) },
  },
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** Verified: the view moves on to the summary (here the in-memory router's address changes). */
export const Verified: Story = {
  parameters: state('details.Verified'),
  args: { stored: draftFixture({ invoicingDetailsValid: false }) },
  play: async ({ canvasElement }) => submit(canvasElement),
};

export const RefillingFromProfile: Story = {
  args: { effects: { loadProfile: never } },
  parameters: { shell: { user: demoUser }, ...state('details.RefillingFromProfile') },
};

/** Signed in: refilled from the profile (version raised), no login box. */
export const EditingSignedIn: Story = { parameters: { shell: { user: demoUser } } };

export const NoSelection: Story = { args: { stored: draftFixture({ invoicing: null }) } };

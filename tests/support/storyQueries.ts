import { waitFor, within } from 'storybook/test';

/**
 * Queries stories' play functions share. Screens mount through the lazy routes, so the first
 * lookup waits longer than the default (a lazy chunk compiled on first request, on a busy machine).
 */
export const findForm = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await within(canvasElement).findByRole('form', { name }, { timeout: 20_000 }));

/** The page's first alert (a refused call, a failed load). */
export const findAlert = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('alert', {}, { timeout: 20_000 });

/** A form whose submit button can be pressed: the login button waits, disabled, for the session machine. */
export async function findReadyForm(canvasElement: HTMLElement, name: string | RegExp) {
  const form = await findForm(canvasElement, name);
  await waitFor(() => {
    if (
      form
        .getAllByRole('button')
        .some((button) => button.getAttribute('type') === 'submit' && (button as HTMLButtonElement).disabled)
    )
      throw new Error('submit not ready');
  });
  return form;
}

import { within } from 'storybook/test';

/**
 * Queries stories' play functions share. Screens mount through the lazy routes, so the first
 * lookup waits longer than testing-library's default second.
 */
export const findForm = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await within(canvasElement).findByRole('form', { name }, { timeout: 5000 }));

/** The page's first alert (a refused call, a failed load). */
export const findAlert = (canvasElement: HTMLElement) => within(canvasElement).findByRole('alert', {}, { timeout: 5000 });

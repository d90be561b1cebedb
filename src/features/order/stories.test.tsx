import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as payment from './status/PaymentStatus.stories';
import * as details from './details/DetailsStep.stories';
import * as offer from './offer/OfferStep.stories';
import * as summary from './summary/SummaryStep.stories';

setProjectAnnotations(preview);
afterEach(cleanup);

/**
 * Every order and payment-status story renders and its play function passes, here in jsdom: the
 * stories are the states' documentation, so a broken one should fail the build like a test.
 */
describe.each([
  ['offer', offer],
  ['details', details],
  ['summary', summary],
  ['payment status', payment],
] as const)('%s stories', (_name, module) => {
  const stories = Object.entries(composeStories(module as never) as Record<string, { run: () => Promise<void> }>);
  it.each(stories)('%s', async (_story, story) => {
    await expect(story.run()).resolves.toBeUndefined();
  });
});

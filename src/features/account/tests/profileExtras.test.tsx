import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '@machines/fixtures/account';
import { demoReferral } from '@machines/fixtures/referral';
import { demoUser } from '@machines/fixtures/user';
import { renderApp } from '@tests/support/renderApp';
import { fakeServer, lastBody } from './network';

const group = async (name: string) => within(await screen.findByRole('region', { name }, { timeout: 20_000 }));

describe('the profile\u2019s newsletter and referral groups', () => {
  it('subscribes to the newsletter with one click and shows the stored state', async () => {
    const recorded = fakeServer();
    renderApp({ path: '/my/profile', user: demoUser });
    const newsletter = await group('Newsletter');
    await newsletter.findByText('You are not subscribed to the newsletter.');
    await userEvent.click(newsletter.getByRole('checkbox', { name: 'Send me the newsletter with offers and news' }));
    expect(await newsletter.findByText('You are subscribed to the newsletter.')).toBeTruthy();
    expect(lastBody(recorded, 'POST', '/api/client/my/subscribe-to-newsletter')).toEqual({ value: true });
  });

  it('shows the share link, the sums and the reward account\u2019s movements', async () => {
    fakeServer();
    renderApp({ path: '/my/profile', user: demoUser });
    const referral = await group('Recommend us');
    expect(await referral.findByRole('link', { name: demoReferral.url })).toBeTruthy();
    expect(referral.getByText('€20.00')).toBeTruthy();
    expect(referral.getByText('-€5.00')).toBeTruthy();
    expect(referral.getAllByRole('row')).toHaveLength(4);
  });

  it('offers to try again when the referral account cannot be loaded', async () => {
    const recorded = fakeServer({ 'GET /api/client/my/referral-info': apiError(503, 'weApologize') });
    renderApp({ path: '/my/profile', user: demoUser });
    const referral = await group('Recommend us');
    await userEvent.click(within(await referral.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(recorded.filter((r) => r.path === '/api/client/my/referral-info')).toHaveLength(2);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedText, renderOrderView } from '@tests/support/renderOrderView';
import { Consents } from './Consents';

async function renderConsents() {
  const onPlace = vi.fn();
  renderOrderView(<Consents providerName="Barion" monthlyPrice="34,00 €" busy={false} onPlace={onPlace} />);
  const terms = await screen.findByRole('checkbox', { name: /terms and conditions/ });
  return {
    onPlace,
    terms,
    recurring: screen.getByRole('checkbox', { name: /charges my card automatically/ }),
    privacy: screen.getByRole('checkbox', { name: /privacy policy/ }),
    newsletter: screen.getByRole('checkbox', { name: /news and offers/ }),
    pay: screen.getByRole('button', { name: 'Pay by card' }),
  };
}

describe('order consents', () => {
  it('each missing consent says "Must be checked."; focus goes to the first; nothing is placed', async () => {
    const { onPlace, terms, recurring, privacy, newsletter, pay } = await renderConsents();
    await userEvent.click(recurring);
    await userEvent.click(pay);
    // The contract's rules load with the first click in the form: the messages follow.
    await waitFor(() => expect(terms.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(terms)).toBe('Must be checked.');
    expect(describedText(privacy)).toBe('Must be checked.');
    expect(recurring.getAttribute('aria-invalid')).toBeNull();
    expect(newsletter.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(terms);
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('names the provider the server gave and notes that repeated payments exclude the discount', async () => {
    const { recurring } = await renderConsents();
    expect(screen.getByText('Barion processes your card payments securely.')).toBeTruthy();
    expect(recurring.closest('.field')?.textContent).toContain('Barion charges my card automatically');
    expect(describedText(recurring)).toBe('Repeated payments do not include the discount.');
  });

  it('links the terms and the privacy policy', async () => {
    await renderConsents();
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      'https://terms.selfstorage.example/svk/en/terms',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/gdpr');
  });

  it('places with the three consents ticked; the newsletter is optional', async () => {
    const { onPlace, terms, recurring, privacy, pay } = await renderConsents();
    for (const box of [terms, recurring, privacy]) await userEvent.click(box);
    await userEvent.click(pay);
    expect(onPlace).toHaveBeenCalledWith({ terms: true, recurringPayments: true, privacy: true, newsletter: false });
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubscribeEffect } from '@machines/notifyMe/provider';
import { renderWarehouseView } from '@tests/support/renderWarehouseView';
import { NotifyMeSection } from './NotifyMeSection';

async function renderForm(subscribe: SubscribeEffect = async () => undefined) {
  const spy = vi.fn(subscribe);
  renderWarehouseView(<NotifyMeSection warehouseId={4} subscribe={spy} />);
  const email = await screen.findByLabelText('E-mail *');
  return {
    spy,
    email,
    phone: screen.getByLabelText('Phone (optional)'),
    size: screen.getByLabelText('Box size (optional)'),
    submit: screen.getByRole('button', { name: 'Notify me' }),
  };
}

const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('notify-me form', () => {
  it('shows problems next to their fields, moves focus to the first, and sends nothing', async () => {
    const { spy, email, phone, submit } = await renderForm();
    await userEvent.type(phone, '0900 123 456');
    await userEvent.click(submit);
    // The contract's rules load with the first check: the messages follow.
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(describedText(email)).toBe('Mandatory.');
    expect(describedText(phone)).toContain('Use an international prefix, for example +421.');
    expect(document.activeElement).toBe(email);
    expect(spy).not.toHaveBeenCalled();

    await userEvent.type(email, 'jana@');
    expect(email.getAttribute('aria-invalid')).toBe('false');
    await userEvent.click(submit);
    await waitFor(() => expect(describedText(email)).toBe('Incorrect format.'));
  });

  it('sends e-mail, phone, size and the interface language, then thanks', async () => {
    const { spy, email, phone, size, submit } = await renderForm();
    await userEvent.type(email, 'jana@example.com');
    await userEvent.type(phone, '+421 900 123 456');
    await userEvent.selectOptions(size, 'SMALL');
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Thank you, your request has been registered. We will e-mail you when a box becomes free.',
    );
    expect(spy).toHaveBeenCalledWith(4, {
      email: 'jana@example.com',
      phoneNumber: '+421 900 123 456',
      size: 'SMALL',
      language: 'EN',
    });
  });

  it('answers a repeat with friendly information', async () => {
    const { email, submit } = await renderForm(() =>
      Promise.reject({ status: 409, code: 'notify-me/already-registered' }),
    );
    await userEvent.type(email, 'jana@example.com');
    await userEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toMatch(/^Your request is already registered\./);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the form and apologises when the server fails', async () => {
    const { email, submit } = await renderForm(() => Promise.reject({ status: 500, code: 'unexpected' }));
    await userEvent.type(email, 'jana@example.com');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, seems we are having some issues.');
    expect((screen.getByLabelText('E-mail *') as HTMLInputElement).value).toBe('jana@example.com');
  });
});

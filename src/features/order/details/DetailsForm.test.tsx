import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyDetails, type DraftInvoicingDetails } from '../../../../machines/order/draft';
import type { Failure } from '../../../../machines/shared/failure';
import { typedDetails } from '../../../../machines/fixtures/order';
import { describedText, renderOrderView } from '../../../../tests/support/renderOrderView';
import { DetailsForm } from './DetailsForm';

function renderForm(options: { initial?: DraftInvoicingDetails; failure?: Failure | null; forceValidate?: boolean } = {}) {
  const onEdit = vi.fn();
  const onSubmit = vi.fn();
  const props = { initial: options.initial ?? emptyDetails('SVK'), forceValidate: options.forceValidate ?? false, failure: options.failure ?? null, busy: false, onEdit, onSubmit };
  const view = renderOrderView(<DetailsForm {...props} />);
  return { onEdit, onSubmit, rerender: (failure: Failure) => view.rerenderView(<DetailsForm {...props} failure={failure} />) };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('order details form', () => {
  it('sent empty: "Mandatory" at each required field, tied by aria-describedby, focus on the first', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    for (const name of [/First name/, /Last name/, /E-mail/, /Street/, /City/]) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
      expect(describedText(field(name))).toContain('Mandatory.');
    }
    expect(field(/Birth number/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field(/First name/));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a phone without the international prefix is refused next to the field', async () => {
    renderForm({ initial: { ...typedDetails, telephoneNumber: '0905 111 222' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(field(/Phone number/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/Phone number/));
  });

  it('a company needs its name and IČO; DIČ and IČ DPH are optional', async () => {
    const { onSubmit } = renderForm({ initial: typedDetails });
    await userEvent.click(await screen.findByRole('radio', { name: 'A company' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedText(field(/Company name/))).toBe('Mandatory.');
    expect(describedText(field(/Company ID/))).toBe('Mandatory.');
    expect(field(/Tax ID/).getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(field(/Company name/), 'Sklad s.r.o.');
    await userEvent.type(field(/Company ID/), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'PravnickaOsoba', company: { name: 'Sklad s.r.o.', ico: '12345678', dic: '', icoDph: '' } }));
  });

  it('offers every country by its name in the interface language', async () => {
    renderForm();
    const country = (await screen.findByRole('combobox', { name: /Country/ })) as HTMLSelectElement;
    expect(country.value).toBe('SVK');
    expect(country.options.length).toBeGreaterThan(240);
    expect(screen.getByRole('option', { name: 'Slovakia' })).toBeTruthy();
  });

  it('sends every edit to the draft, and valid details on submit', async () => {
    const { onEdit, onSubmit } = renderForm({ initial: typedDetails });
    await userEvent.clear(await screen.findByRole('textbox', { name: /City/ }));
    await userEvent.type(field(/City/), 'Prešov');
    expect(onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ address: expect.objectContaining({ city: 'Prešov' }) }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'peter.horvath@example.com', address: expect.objectContaining({ city: 'Prešov' }) }));
  });

  it('shows the server’s e-mail-taken refusal next to the e-mail field', async () => {
    const { rerender } = renderForm({ initial: typedDetails });
    await screen.findByRole('button', { name: 'Continue' });
    rerender({ status: 409, code: 'Autoregistration/email-taken', fields: [{ path: 'body.email', code: 'Autoregistration/email-taken' }] });
    expect(await screen.findByText('This e-mail address is already in use.')).toBeTruthy();
    expect(describedText(field(/E-mail/))).toBe('This e-mail address is already in use.');
    expect(document.activeElement).toBe(field(/E-mail/));
  });

  it('with forceValidate every problem shows as the form opens', async () => {
    renderForm({ initial: { ...typedDetails, address: { ...typedDetails.address, zip: '' } }, forceValidate: true });
    const zip = await screen.findByRole('textbox', { name: /Postcode/ });
    await waitFor(() => expect(describedText(zip)).toBe('Mandatory.'));
    expect(field(/City/).getAttribute('aria-invalid')).toBeNull();
  });
});

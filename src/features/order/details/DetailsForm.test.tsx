import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyDetails, type DraftInvoicingDetails } from '@machines/order/draft';
import type { Failure } from '@machines/shared/failure';
import { draftFixture, typedDetails } from '@machines/fixtures/order';
import { parseStoredDraft, serialiseDraft } from '@machines/order/storage';
import { describedText, renderOrderView } from '@tests/support/renderOrderView';
import { DetailsForm } from './DetailsForm';

function renderForm(
  options: { initial?: DraftInvoicingDetails; failure?: Failure | null; forceValidate?: boolean } = {},
) {
  const onEdit = vi.fn();
  const onSubmit = vi.fn();
  const props = {
    initial: options.initial ?? emptyDetails('SVK'),
    forceValidate: options.forceValidate ?? false,
    failure: options.failure ?? null,
    busy: false,
    onEdit,
    onSubmit,
  };
  const view = renderOrderView(<DetailsForm {...props} />);
  return {
    onEdit,
    onSubmit,
    rerender: (failure: Failure) => view.rerenderView(<DetailsForm {...props} failure={failure} />),
  };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('order details form', () => {
  it('sent empty: "Mandatory" at each required field, tied by aria-describedby, focus on the first', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    // The contract's rules load with the submit (nothing was focused before it): the messages follow.
    await waitFor(() => expect(field(/First name/).getAttribute('aria-invalid')).toBe('true'));
    for (const name of [/First name/, /Last name/, /E-mail/, /Street/, /City/]) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
      expect(describedText(field(name))).toContain('Mandatory.');
    }
    expect(field(/Birth number/).getAttribute('aria-invalid')).toBeNull();
    // Focus moves once the messages are shown (the next render), so it is waited for as well.
    await waitFor(() => expect(document.activeElement).toBe(field(/First name/)));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a phone without the international prefix is refused next to the field', async () => {
    renderForm({ initial: { ...typedDetails, telephoneNumber: '0905 111 222' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field(/Phone number/).getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(field(/Phone number/)));
  });

  it('a Slovak company needs its name and a valid IČO; DIČ and IČ DPH are optional', async () => {
    const { onSubmit } = renderForm({ initial: typedDetails });
    await userEvent.click(await screen.findByRole('radio', { name: 'A company' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedText(field(/Company name/))).toBe('Mandatory.');
    expect(describedText(field(/^IČO/))).toBe('Mandatory.');
    expect(field(/^DIČ/).getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(field(/Company name/), 'Sklad s.r.o.');
    await userEvent.type(field(/^IČO/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedText(field(/^IČO/))).toBe('This number is not valid. Please check it.');
    await userEvent.clear(field(/^IČO/));
    await userEvent.type(field(/^IČO/), '35763469');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'PravnickaOsoba',
        company: { name: 'Sklad s.r.o.', ico: '35763469', dic: '', icoDph: '' },
      }),
    );
  });

  it.each([
    ['POL', 'Poland', ['REGON', 'NIP', 'NIP UE']],
    ['HUN', 'Hungary', ['Cégjegyzékszám', 'Adószám', 'Közösségi adószám']],
  ])('names a company’s numbers as %s does once its address is there', async (_code, country, labels) => {
    renderForm({
      initial: { ...typedDetails, type: 'PravnickaOsoba', company: { name: 'Sklad', ico: '', dic: '', icoDph: '' } },
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: /Country/ }),
      screen.getByRole('option', { name: country }),
    );
    for (const label of labels)
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^IČO/ })).toBeNull();
  });

  it('a Czech company has IČO and DIČ and no third number', async () => {
    renderForm({
      initial: {
        ...typedDetails,
        type: 'PravnickaOsoba',
        company: { name: 'Sklad', ico: '', dic: '', icoDph: '' },
        address: { ...typedDetails.address, countryCode: 'CZE' },
      },
    });
    expect(await screen.findByRole('textbox', { name: /^IČO/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^DIČ/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /IČ DPH/ })).toBeNull();
  });

  it('a name over 100 characters says so, with the bound', async () => {
    const { onSubmit } = renderForm({ initial: typedDetails });
    await userEvent.clear(await screen.findByRole('textbox', { name: /First name/ }));
    await userEvent.click(field(/First name/));
    await userEvent.paste('P'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedText(field(/First name/))).toBe('At most 100 characters.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a stored draft with a 300-character name survives a reload, and the form shows what is wrong', async () => {
    const name = 'J'.repeat(300);
    const draft = draftFixture({ invoicingDetails: { ...typedDetails, firstName: name } });
    localStorage.setItem('order', serialiseDraft(draft));
    const reread = parseStoredDraft(localStorage.getItem('order'), '2025-03-01T10:00:00.000Z');
    expect(reread).toEqual(draft);
    renderForm({ initial: reread!.invoicingDetails!, forceValidate: reread!.forceValidate });
    const first = await screen.findByRole('textbox', { name: /First name/ });
    expect((first as HTMLInputElement).value).toBe(name);
    await waitFor(() => expect(describedText(first)).toBe('At most 100 characters.'));
    expect(field(/City/).getAttribute('aria-invalid')).toBeNull();
    localStorage.removeItem('order');
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
    expect(onEdit).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ city: 'Prešov' }) }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'peter.horvath@example.com',
        address: expect.objectContaining({ city: 'Prešov' }),
      }),
    );
  });

  it('shows the server’s e-mail-taken refusal next to the e-mail field', async () => {
    const { rerender } = renderForm({ initial: typedDetails });
    await screen.findByRole('button', { name: 'Continue' });
    rerender({
      status: 409,
      code: 'Autoregistration/email-taken',
      fields: [{ path: 'body.email', code: 'Autoregistration/email-taken' }],
    });
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

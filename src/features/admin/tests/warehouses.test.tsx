import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ownerMe, supportMe } from '@machines/fixtures/staff';
import { ruzinovEditor, slovakHolidays } from '@machines/fixtures/warehouseEditor';
import { currentPath, findHeading, renderApp } from '@tests/support/renderApp';
import { answer, bodyOfLast, callsTo, fakeConsoleServer, keepStaffToken } from './network';

afterEach(() => sessionStorage.clear());

const inTenHours = () => new Date(Date.now() + 10 * 3_600_000).toISOString();
const editorRoutes = {
  'GET /api/admin/warehouses/3': { body: ruzinovEditor },
  'GET /api/admin/holidays': { body: { holidays: slovakHolidays } },
};
const openEditor = async () => {
  keepStaffToken();
  const rendered = renderApp({ path: '/admin/network/3' });
  await findHeading('Bratislava – Ružinov');
  return {
    ...rendered,
    form: within(await screen.findByRole('form', { name: 'Warehouse details' }, { timeout: 20_000 })),
  };
};

describe('the network page', () => {
  it('opens each warehouse’s editor, and offers an administrator a new warehouse', async () => {
    fakeConsoleServer(editorRoutes);
    keepStaffToken();
    const { location } = renderApp({ path: '/admin/network' });
    await findHeading('Network');
    expect((await screen.findByRole('link', { name: 'New warehouse' })).getAttribute('href')).toBe(
      '/admin/network/new',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Bratislava – Ružinov' }));
    await waitFor(() => expect(currentPath(location)).toBe('/admin/network/3'));
    expect(await findHeading('Bratislava – Ružinov')).toBeTruthy();
  });

  it('offers an owner no new warehouse, and its address is not theirs', async () => {
    fakeConsoleServer({ 'GET /api/admin/me': { body: { ...ownerMe, sessionExpiresAt: inTenHours() } } });
    keepStaffToken();
    renderApp({ path: '/admin/network' });
    await findHeading('Network');
    expect(screen.queryByRole('link', { name: 'New warehouse' })).toBeNull();
  });
});

describe('the warehouse editor', () => {
  it('shows the warehouse in sections: money of its country, missing texts, hours, closed days and holidays', async () => {
    fakeConsoleServer(editorRoutes);
    const { form } = await openEditor();
    expect(form.getByText('Prices in EUR, including 23 % VAT (set by the country).')).toBeTruthy();
    expect((form.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Bratislava – Ružinov');
    expect(form.getByRole('group', { name: /^Czech – description missing/ })).toBeTruthy();
    expect(form.getByRole('group', { name: 'Slovak' })).toBeTruthy();
    expect((form.getByLabelText('Open day and night (24/7)') as HTMLInputElement).checked).toBe(true);
    const backup = within(form.getByRole('group', { name: 'Access hours of the backup entrance' }));
    expect((backup.getByLabelText(/^From/) as HTMLInputElement).value).toBe('08:00');
    expect((backup.getByLabelText('Saturday') as HTMLInputElement).checked).toBe(false);
    expect(await form.findByText(/Štedrý deň/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of Bratislava – Ružinov' })).toBeTruthy();
    expect(screen.getByText('Photo 1: building from the street')).toBeTruthy();
  });

  it('saves a change without the country, and says it is in the audit log', async () => {
    const recorded = fakeConsoleServer({
      ...editorRoutes,
      'PUT /api/admin/warehouses/3': () => answer({ ...ruzinovEditor, name: 'Ružinov – Prievoz', version: 57 }),
    });
    const { form } = await openEditor();
    const name = form.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Ružinov – Prievoz');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The change is in the audit log.')).toBeTruthy();
    const body = bodyOfLast(recorded, 'PUT', '/api/admin/warehouses/3') as Record<string, unknown>;
    // Made on the version loaded; the next save is made on the version this one created.
    expect(body).toMatchObject({ name: 'Ružinov – Prievoz', location: { lat: 48.1549, lng: 17.1526 }, version: 41 });
    expect(body).not.toHaveProperty('country');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo(recorded, 'PUT', '/api/admin/warehouses/3')).toHaveLength(2));
    expect(bodyOfLast(recorded, 'PUT', '/api/admin/warehouses/3')).toMatchObject({ version: 57 });
  });

  it('says so when another operator changed the warehouse meanwhile, and keeps what was typed', async () => {
    fakeConsoleServer({
      ...editorRoutes,
      'PUT /api/admin/warehouses/3': () =>
        answer(
          {
            status: 409,
            code: 'stale-version',
            detail: 'changed meanwhile',
            fields: [{ path: 'body.version', code: 'stale-version' }],
          },
          409,
        ),
    });
    const { form } = await openEditor();
    const name = form.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Mine');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(
      await form.findByText('This information was changed in the meantime. Reload the page and try again.'),
    ).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Mine');
  });

  it('names a wrong interval at its field, tied to it, and sends nothing', async () => {
    const recorded = fakeConsoleServer(editorRoutes);
    const { form } = await openEditor();
    const backup = within(form.getByRole('group', { name: 'Access hours of the backup entrance' }));
    const to = backup.getByLabelText(/^To/);
    await userEvent.clear(to);
    await userEvent.type(to, '07:00');
    await userEvent.click(backup.getByLabelText('Monday'));
    await userEvent.click(backup.getByLabelText('Tuesday'));
    await userEvent.click(backup.getByLabelText('Wednesday'));
    await userEvent.click(backup.getByLabelText('Thursday'));
    await userEvent.click(backup.getByLabelText('Friday'));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    const message = await form.findByText('The interval must end after it starts.');
    expect(to.getAttribute('aria-describedby')).toContain(message.id);
    const days = backup.getByText('Choose at least one day.');
    expect(backup.getByLabelText('Monday').getAttribute('aria-describedby')).toBe(days.id);
    // The first field to mend, in the order of the page, takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(backup.getByLabelText('Monday')));
    expect(callsTo(recorded, 'PUT', '/api/admin/warehouses/3')).toEqual([]);
  });

  it('shows a refusal of the server at the field it names', async () => {
    fakeConsoleServer({
      ...editorRoutes,
      'PUT /api/admin/warehouses/3': () =>
        answer(
          {
            status: 409,
            code: 'warehouse/branch-code-taken',
            detail: 'taken',
            fields: [{ path: 'body.branchCode', code: 'warehouse/branch-code-taken' }],
          },
          409,
        ),
    });
    const { form } = await openEditor();
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText('Another warehouse has this branch code.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText(/^Branch code/)));
  });

  it('lets support read the warehouse but change nothing', async () => {
    fakeConsoleServer({
      ...editorRoutes,
      'GET /api/admin/me': { body: { ...supportMe, sessionExpiresAt: inTenHours() } },
    });
    const { form } = await openEditor();
    expect(form.getByText('You can read this warehouse. Administrators and its owner change it.')).toBeTruthy();
    expect(form.getByLabelText(/^Name/).matches(':disabled')).toBe(true);
    expect((form.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add photo' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Deactivate the warehouse' })).toBeNull();
  });

  it('moves and deletes photos', async () => {
    const recorded = fakeConsoleServer({
      ...editorRoutes,
      'PUT /api/admin/warehouses/3/photos': () => answer({ photos: [...ruzinovEditor.photos].reverse() }),
    });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await waitFor(() => expect(screen.getByText('Photo 1: entrance')).toBeTruthy());
    expect(bodyOfLast(recorded, 'PUT', '/api/admin/warehouses/3/photos')).toEqual({ order: [32, 31], remove: [] });
    const remove = screen.getByRole('button', { name: 'Delete photo 1' }) as HTMLButtonElement;
    await waitFor(() => expect(remove.disabled).toBe(false));
    await userEvent.click(remove);
    await waitFor(() =>
      expect(bodyOfLast(recorded, 'PUT', '/api/admin/warehouses/3/photos')).toEqual({ order: [], remove: [32] }),
    );
  });
});

describe('a new warehouse', () => {
  it('is created from a place found in the gazetteer, with its country, and its editor opens', async () => {
    const recorded = fakeConsoleServer({
      ...editorRoutes,
      'GET /api/client/places': {
        body: [
          {
            kind: 'town',
            name: 'Brno',
            detail: null,
            country: 'CZE',
            location: { lat: 49.1951234, lng: 16.6068371 },
            population: 380_000,
            warehouseId: null,
          },
        ],
      },
      'POST /api/admin/warehouses': () => answer({ ...ruzinovEditor, id: 3 }, 201),
    });
    keepStaffToken();
    const { location } = renderApp({ path: '/admin/network/new' });
    await findHeading('New warehouse');
    const form = within(await screen.findByRole('form', { name: 'Warehouse details' }, { timeout: 20_000 }));
    await userEvent.type(form.getByLabelText(/^Name/), 'Brno – Královo Pole');
    await userEvent.type(form.getByLabelText(/^Branch code/), 'brq');
    await userEvent.selectOptions(form.getByLabelText(/^Country/), 'CZE');
    expect(form.getByText('Prices in CZK, including 21 % VAT (set by the country).')).toBeTruthy();
    await userEvent.type(form.getByLabelText(/^Street/), 'Palackého třída');
    await userEvent.type(form.getByLabelText(/^Number/), '12');
    await userEvent.type(form.getByLabelText(/^Postcode/), '612 00');
    await userEvent.type(form.getByRole('combobox', { name: 'Find a town or warehouse' }), 'Brn');
    await userEvent.click(await screen.findByRole('option', { name: /Brno/ }));
    expect((form.getByLabelText(/^Latitude/) as HTMLInputElement).value).toBe('49.195123');
    expect((form.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Brno');
    expect(form.getByRole('link', { name: /Check the point on a map/ }).getAttribute('href')).toContain(
      'mlat=49.195123&mlon=16.606837',
    );
    // The pin is moved from the town's centre on the plan: 200 m north and 10 m east by keyboard.
    form.getByRole('button', { name: 'Pin on a plan without streets' }).focus();
    await userEvent.keyboard('{Shift>}{ArrowUp}{ArrowUp}{/Shift}{ArrowRight}');
    expect(form.getByText(/Pin at 49\.196919, 16\.606974 · 200 m north of Brno/)).toBeTruthy();
    expect((form.getByLabelText(/^Latitude/) as HTMLInputElement).value).toBe('49.196919');
    await userEvent.click(form.getByRole('button', { name: 'Create warehouse' }));
    await waitFor(() => expect(currentPath(location)).toBe('/admin/network/3'));
    expect(bodyOfLast(recorded, 'POST', '/api/admin/warehouses')).toMatchObject({
      name: 'Brno – Královo Pole',
      branchCode: 'BRQ',
      country: 'CZE',
      address: { street: 'Palackého třída', number: '12', city: 'Brno', zip: '612 00' },
      location: { lat: 49.196919, lng: 16.606974 },
      contactPhone: null,
      availableFrom: null,
      accessHours: null,
    });
  });

  it('is no page for an owner', async () => {
    fakeConsoleServer({ 'GET /api/admin/me': { body: { ...ownerMe, sessionExpiresAt: inTenHours() } } });
    keepStaffToken();
    renderApp({ path: '/admin/network/new' });
    expect(await findHeading('This page is not in the console')).toBeTruthy();
  });
});

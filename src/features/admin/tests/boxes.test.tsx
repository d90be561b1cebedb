import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { warehouseLayout } from '@machines/fixtures/layout';
import { findHeading, renderApp } from '@tests/support/renderApp';
import { answer, bodyOfLast, callsTo, fakeConsoleServer, keepStaffToken } from './network';

afterEach(() => sessionStorage.clear());

const LAYOUT = '/api/admin/warehouses/3/layout';
const box33 = warehouseLayout.boxes[2];

function open(routes: Parameters<typeof fakeConsoleServer>[0] = {}) {
  const recorded = fakeConsoleServer({ [`GET ${LAYOUT}`]: { body: warehouseLayout }, ...routes });
  keepStaffToken();
  renderApp({ path: '/admin/network/3/boxes' });
  return recorded;
}

describe('the floors and boxes page', () => {
  it('is reached from the network list and shows the floor’s plan and boxes', async () => {
    fakeConsoleServer({ [`GET ${LAYOUT}`]: { body: warehouseLayout } });
    keepStaffToken();
    renderApp({ path: '/admin/network' });
    const row = (await screen.findByRole('rowheader', { name: 'Bratislava – Ružinov' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('link', { name: 'Floors and boxes – Bratislava – Ružinov' }));
    await findHeading('Floors and boxes – Bratislava – Ružinov');
    expect(screen.getByRole('group', { name: 'Floor plan: Ground floor' })).toBeTruthy();
    const a3 = screen.getByRole('rowheader', { name: 'A-003' }).closest('tr')!;
    expect(within(a3).getByText('7.5 m²')).toBeTruthy();
    expect(within(a3).getByText('box:33')).toBeTruthy();
    const a2 = screen.getByRole('rowheader', { name: 'A-002' }).closest('tr')!;
    expect(within(a2).getByText(/Blocked/).textContent).toContain('Door repair');
  });

  it('moves a box with the arrow keys and saves its new place', async () => {
    const recorded = open({ 'PUT /api/admin/boxes/33': () => answer({ ...box33, planX: 510, planY: 200 }) });
    const box = await screen.findByRole('button', {
      name: /Box A-003, Free, 500 cm from the left, 100 cm from the top/,
    });
    box.focus();
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByText('A-003 stands 510 cm from the left and 200 cm from the top.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save the new place' }));
    await waitFor(() =>
      expect(bodyOfLast(recorded, 'PUT', '/api/admin/boxes/33')).toEqual({
        name: 'A-003',
        floor: 0,
        widthCm: 300,
        lengthCm: 250,
        heightCm: 250,
        planX: 510,
        planY: 200,
      }),
    );
    await waitFor(() => expect(callsTo(recorded, 'GET', LAYOUT).length).toBe(2));
  });

  it('blocks a free box with its reason', async () => {
    const recorded = open({
      'POST /api/admin/boxes/33/block': () => answer({ ...box33, status: 'BLOCKED', blockedReason: 'Wet floor' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open A-003' }));
    const form = within(screen.getByRole('form', { name: 'Block A-003 for maintenance' }));
    await userEvent.click(form.getByRole('button', { name: 'Block' }));
    expect(await form.findByText('Mandatory.')).toBeTruthy();
    await userEvent.type(form.getByLabelText(/Reason/), 'Wet floor');
    await userEvent.click(form.getByRole('button', { name: 'Block' }));
    expect((await screen.findAllByText('Saved. The change is in the audit log.')).length).toBeGreaterThan(0);
    expect(bodyOfLast(recorded, 'POST', '/api/admin/boxes/33/block')).toEqual({ reason: 'Wet floor' });
  });

  it('adds one box after another, each from an empty form that has the focus', async () => {
    const added = { ...box33, id: 40, name: 'A-010' };
    const recorded = open({
      'POST /api/admin/warehouses/3/boxes': () => answer(added, 201),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a box on this floor' }));
    const firstForm = within(screen.getByRole('form', { name: 'Add a box' }));
    expect(document.activeElement).toBe(firstForm.getByLabelText(/Name/));
    await userEvent.keyboard('A-010');
    await userEvent.type(firstForm.getByLabelText(/Rent a month/), '49');
    await userEvent.click(firstForm.getByRole('button', { name: 'Add the box' }));
    expect(await screen.findByText('Box A-010 added. The change is in the audit log.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add another box' }));
    const secondForm = within(screen.getByRole('form', { name: 'Add a box' }));
    const name = secondForm.getByLabelText(/Name/) as HTMLInputElement;
    expect(name.value).toBe('');
    expect((secondForm.getByLabelText(/Rent a month/) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(name);
    expect(screen.queryByText('Box A-010 added. The change is in the audit log.')).toBeNull();
    expect(callsTo(recorded, 'POST', '/api/admin/warehouses/3/boxes')).toHaveLength(1);
  });

  it('adds a box, and shows a name already taken on its field', async () => {
    const recorded = open({
      'POST /api/admin/warehouses/3/boxes': () =>
        answer(
          {
            status: 409,
            code: 'box/name-taken',
            detail: 'taken',
            fields: [{ path: 'body.name', code: 'box/name-taken' }],
          },
          409,
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a box on this floor' }));
    const form = within(screen.getByRole('form', { name: 'Add a box' }));
    await userEvent.type(form.getByLabelText(/Name/), 'A-001');
    await userEvent.clear(form.getByLabelText(/Width/));
    await userEvent.type(form.getByLabelText(/Width/), '200');
    expect(form.getByText('2 m², size S')).toBeTruthy();
    await userEvent.type(form.getByLabelText(/Rent a month/), '49,90');
    await userEvent.click(form.getByRole('button', { name: 'Add the box' }));
    expect(await form.findByText('Another box of this warehouse has this name.')).toBeTruthy();
    expect(bodyOfLast(recorded, 'POST', '/api/admin/warehouses/3/boxes')).toEqual({
      name: 'A-001',
      floor: 0,
      widthCm: 200,
      lengthCm: 100,
      heightCm: 250,
      planX: 0,
      planY: 0,
      monthlyRentMinor: 4990,
    });
  });
});

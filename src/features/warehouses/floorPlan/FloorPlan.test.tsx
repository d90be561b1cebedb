import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { boxesFixture, floorPlanFixture } from '@machines/fixtures/warehouse';
import { renderWarehouseView } from '@tests/support/renderWarehouseView';
import { FloorPlanView } from './FloorPlan';

/** The plan as the detail page uses it: selection kept by the parent, toggled by `onSelect`. */
function Harness({
  onSelect = () => undefined,
  orderable = true,
}: {
  onSelect?: (id: number) => void;
  orderable?: boolean;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <FloorPlanView
      plan={floorPlanFixture(1)}
      boxes={boxesFixture(1)}
      selectedBoxId={selected}
      orderable={orderable}
      onSelect={(id) => {
        onSelect(id);
        setSelected((current) => (current === id ? null : id));
      }}
    />
  );
}

// Intl puts no-break spaces in numbers and money; compare with plain ones.
const focusedName = () =>
  (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)?.replace(
    /[\u00a0\u202f]/g,
    ' ',
  );

const planOf = () => screen.getByRole('listbox', { name: /^Floor plan, / });
const optionNames = () =>
  within(planOf())
    .getAllByRole('option')
    .map((o) => o.getAttribute('aria-label')?.slice(0, 9));

describe('floor plan', () => {
  it('is one tab stop after the floor switcher: the first free box, then out of the plan', async () => {
    renderWarehouseView(<Harness />);
    await screen.findByRole('listbox', { name: 'Floor plan, Ground floor' });
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      seen.push(
        `${document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName.toLowerCase()}: ${focusedName()}`,
      );
    }
    // After the plan's one stop comes the list of the same boxes (shown by CSS on narrow and touch screens only).
    expect(seen).toEqual([
      'button: Ground floor',
      'button: Floor 1',
      'option: Box A-001, XS, 0.9 m², €29.00 a month',
      'button: Box A-001, XS, 0.9 m², €29.00 a month',
    ]);
    await userEvent.tab({ shift: true });
    expect(document.activeElement?.getAttribute('role')).toBe('option');
  });

  it('moves between the free boxes in door-number order with the arrow keys, Home and End', async () => {
    renderWarehouseView(<Harness />);
    await screen.findByRole('listbox', { name: 'Floor plan, Ground floor' });
    expect(optionNames()).toEqual(['Box A-001', 'Box A-003', 'Box A-005', 'Box A-007']);
    within(planOf()).getAllByRole('option')[0].focus();
    const walk: (string | undefined)[] = [];
    for (const key of [
      '{ArrowRight}',
      '{ArrowDown}',
      '{ArrowLeft}',
      '{End}',
      '{ArrowDown}',
      '{ArrowUp}',
      '{Home}',
      '{ArrowUp}',
    ]) {
      await userEvent.keyboard(key);
      walk.push(focusedName()?.slice(0, 9));
    }
    expect(walk).toEqual([
      'Box A-003',
      'Box A-005',
      'Box A-003',
      'Box A-007',
      'Box A-007',
      'Box A-005',
      'Box A-001',
      'Box A-001',
    ]);
    // Only the focused option is in the tab order (roving tabindex).
    expect(
      within(planOf())
        .getAllByRole('option')
        .map((o) => o.getAttribute('tabindex')),
    ).toEqual(['0', '-1', '-1', '-1']);
  });

  it('selects with Enter and Space, says so with aria-selected, and keeps the selected box as the tab stop', async () => {
    const onSelect = vi.fn();
    renderWarehouseView(
      <>
        <button type="button">Before the plan</button>
        <Harness onSelect={onSelect} />
      </>,
    );
    const a003 = await screen.findByRole('option', { name: /^Box A-003/ });
    a003.focus();
    await userEvent.keyboard('{Enter}');
    expect(a003.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard(' ');
    expect(a003.getAttribute('aria-selected')).toBe('false');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const a005 = screen.getByRole('option', { name: /^Box A-005/ });
    expect(a005.getAttribute('aria-selected')).toBe('true');
    screen.getByRole('button', { name: 'Before the plan' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(a005);
    const a001 = screen.getByRole('option', { name: /^Box A-001/ });
    await userEvent.click(a001);
    expect(a001.getAttribute('aria-selected')).toBe('true');
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual([102, 102, 104, 100]);
  });

  it('lists the free boxes as buttons too, for fingers, selecting the same box as the plan', async () => {
    renderWarehouseView(<Harness />);
    const list = await screen.findByRole('list', { name: 'Free boxes, Ground floor' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      'Box A-001, XS, 0.9 m², €29.00 a month',
      'Box A-003, S, 2.25 m², €49.00 a month',
      'Box A-005, M, 4 m², €99.00 a month',
      'Box A-007, L, 9 m², €199.00 a month',
    ]);
    await userEvent.click(buttons[2]);
    expect(buttons[2].getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('option', { name: /^Box A-005/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('marks rented and out-of-service boxes by pattern, not as options, and explains them in the legend', async () => {
    const { container } = renderWarehouseView(<Harness />);
    await screen.findByRole('listbox', { name: 'Floor plan, Ground floor' });
    expect(screen.queryByRole('option', { name: /A-002/ })).toBeNull();
    const taken = container.querySelector('.plan-box--taken rect')!;
    const inactive = container.querySelector('.plan-box--inactive rect')!;
    expect(taken.getAttribute('fill')).toMatch(/^url\(#plan.*-taken\)$/);
    expect(inactive.getAttribute('fill')).toMatch(/^url\(#plan.*-inactive\)$/);
    const legend = within(container.querySelector('.floor-plan__legend') as HTMLElement);
    for (const entry of ['Free', 'Selected', 'Rented', 'Not available', 'Entrance', 'Lift'])
      expect(legend.getByText(entry)).toBeTruthy();
  });

  it('switches floors', async () => {
    renderWarehouseView(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Floor 1' }));
    expect(screen.getByRole('button', { name: 'Floor 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Floor plan, Floor 1' })).toBeTruthy();
    expect(optionNames()).toEqual(['Box B-009', 'Box B-010']);
  });

  it('offers nothing to select in a warehouse that takes no orders', async () => {
    renderWarehouseView(<Harness orderable={false} />);
    expect(await screen.findByRole('img', { name: 'Floor plan, Ground floor' })).toBeTruthy();
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.queryAllByRole('button', { name: /^Box / })).toEqual([]);
    expect(screen.queryByText('Free')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { boxesFixture, floorPlanFixture } from '../../../../machines/fixtures/warehouse';
import { renderWarehouseView } from '../../../../tests/support/renderWarehouseView';
import { FloorPlanView } from './FloorPlan';

/** The plan as the detail page uses it: selection kept by the parent, toggled by `onSelect`. */
function Harness({ onSelect = () => undefined, orderable = true }: { onSelect?: (id: number) => void; orderable?: boolean }) {
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
const focusedName = () => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)?.replace(/[\u00a0\u202f]/g, ' ');

describe('floor plan', () => {
  it('reaches the floor switcher and then only the free boxes with Tab, in door-number order', async () => {
    renderWarehouseView(<Harness />);
    await screen.findByRole('group', { name: 'Floor plan, Ground floor' });
    const seen: (string | null | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      seen.push(focusedName());
    }
    expect(seen).toEqual([
      'Ground floor',
      'Floor 1',
      'Box A-001, XS, 0.9 m², €29.00 a month',
      'Box A-003, S, 2.25 m², €49.00 a month',
      'Box A-005, M, 4 m², €99.00 a month',
      'Box A-007, L, 9 m², €199.00 a month',
    ]);
  });

  it('selects with Enter and Space, and says so with aria-pressed', async () => {
    const onSelect = vi.fn();
    renderWarehouseView(<Harness onSelect={onSelect} />);
    const a003 = await screen.findByRole('button', { name: /^Box A-003/ });
    a003.focus();
    await userEvent.keyboard('{Enter}');
    expect(a003.getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard(' ');
    expect(a003.getAttribute('aria-pressed')).toBe('false');
    const a001 = screen.getByRole('button', { name: /^Box A-001/ });
    await userEvent.click(a001);
    expect(a001.getAttribute('aria-pressed')).toBe('true');
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual([102, 102, 100]);
  });

  it('marks rented and out-of-service boxes by pattern, not as controls, and explains them in the legend', async () => {
    const { container } = renderWarehouseView(<Harness />);
    await screen.findByRole('group', { name: 'Floor plan, Ground floor' });
    expect(screen.queryByRole('button', { name: /A-002/ })).toBeNull();
    const taken = container.querySelector('.plan-box--taken rect')!;
    const inactive = container.querySelector('.plan-box--inactive rect')!;
    expect(taken.getAttribute('fill')).toMatch(/^url\(#plan.*-taken\)$/);
    expect(inactive.getAttribute('fill')).toMatch(/^url\(#plan.*-inactive\)$/);
    const legend = within(container.querySelector('.floor-plan__legend') as HTMLElement);
    for (const entry of ['Free', 'Selected', 'Rented', 'Not available', 'Entrance', 'Lift']) expect(legend.getByText(entry)).toBeTruthy();
  });

  it('switches floors', async () => {
    renderWarehouseView(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Floor 1' }));
    expect(screen.getByRole('button', { name: 'Floor 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group', { name: 'Floor plan, Floor 1' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Box / }).map((b) => b.getAttribute('aria-label')?.slice(0, 9))).toEqual(['Box B-009', 'Box B-010']);
  });

  it('offers nothing to select in a warehouse that takes no orders', async () => {
    renderWarehouseView(<Harness orderable={false} />);
    await screen.findByRole('group', { name: 'Floor plan, Ground floor' });
    expect(screen.queryAllByRole('button', { name: /^Box / })).toEqual([]);
    expect(screen.queryByText('Free')).toBeNull();
  });
});

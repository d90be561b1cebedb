import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { warehouseFixture } from '@machines/fixtures/warehouse';
import { renderWarehouseView } from '@tests/support/renderWarehouseView';
import { cardsPerStep, SearchResultsView } from './SearchResults';

const found = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => ({
    ...warehouseFixture({ id: from + i, name: `Warehouse ${from + i}`, distance: 100 * (i + 1) }),
    source: null,
  }));

const view = (results: ReturnType<typeof found>) => (
  <SearchResultsView status="results" first={false} results={results} nearestBeyond={[]} onRetry={() => undefined} />
);
const cards = () => screen.getAllByRole('article');

/** The list as the search shows it, with each next answer of the search a click away. */
function Answers({ answers }: { answers: ReturnType<typeof found>[] }) {
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setIndex((i) => i + 1)}>
        next answer
      </button>
      {view(answers[index])}
    </>
  );
}

describe('the search’s list of warehouses', () => {
  it('shows the nearest first and more on request, the keyboard continuing at the first card added', async () => {
    renderWarehouseView(view(found(45)));
    expect(await screen.findByRole('link', { name: 'Warehouse 1' })).toBeTruthy();
    expect(cards()).toHaveLength(cardsPerStep);
    await userEvent.click(screen.getByRole('button', { name: 'Show more warehouses' }));
    expect(cards()).toHaveLength(2 * cardsPerStep);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: `Warehouse ${cardsPerStep + 1}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Show more warehouses' }));
    expect(cards()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Show more warehouses' })).toBeNull();
  });

  it('starts again from the nearest few when the search answers anew, and offers nothing more for a short list', async () => {
    renderWarehouseView(<Answers answers={[found(45), found(30, 100), found(5, 200)]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more warehouses' }));
    expect(cards()).toHaveLength(2 * cardsPerStep);
    await userEvent.click(screen.getByRole('button', { name: 'next answer' }));
    expect(await screen.findByRole('link', { name: 'Warehouse 100' })).toBeTruthy();
    expect(cards()).toHaveLength(cardsPerStep);
    await userEvent.click(screen.getByRole('button', { name: 'next answer' }));
    expect(await screen.findByRole('link', { name: 'Warehouse 200' })).toBeTruthy();
    expect(cards()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Show more warehouses' })).toBeNull();
  });
});

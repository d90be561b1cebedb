import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PageLoading } from './PageLoading';
import { usePageSettled } from './useSeen';

function Page({ initial }: { initial: 'empty' | 'loading' | 'done' }) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState(initial);
  const settled = usePageSettled(ref);
  return (
    <>
      <main ref={ref}>
        {state !== 'empty' && <h1>Boxes</h1>}
        {state !== 'empty' && <ol aria-busy={state === 'loading'} />}
      </main>
      <output>{settled ? 'settled' : 'not settled'}</output>
      <button type="button" onClick={() => setState(state === 'empty' ? 'loading' : 'done')}>
        next
      </button>
    </>
  );
}

/** A screen whose heading shows at once and whose content comes after a loader, as an order step's offer. */
function StepPage() {
  const ref = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const settled = usePageSettled(ref);
  return (
    <>
      <main ref={ref}>
        <h1>Your order</h1>
        {loaded ? <p>Box A-001</p> : <PageLoading />}
      </main>
      <output>{settled ? 'settled' : 'not settled'}</output>
      <button type="button" onClick={() => setLoaded(true)}>
        load
      </button>
    </>
  );
}

describe('usePageSettled', () => {
  it('waits for the heading and then for what is loading, and stays settled', async () => {
    render(<Page initial="empty" />);
    expect(screen.getByRole('status').textContent).toBe('not settled');
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('status').textContent).toBe('not settled');
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByText('settled')).toBeTruthy();
  });

  it('is settled at once on a page already rendered and idle', () => {
    render(<Page initial="done" />);
    expect(screen.getByRole('status').textContent).toBe('settled');
  });

  it('waits while a loader shows under the heading', async () => {
    render(<StepPage />, {
      wrapper: ({ children }) => (
        <IntlProvider locale="en" messages={{ 'common.loading': 'Loading' }}>
          {children}
        </IntlProvider>
      ),
    });
    expect(screen.getByText('not settled')).toBeTruthy();
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByText('settled')).toBeTruthy();
  });
});

import { act, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { PageDataProvider, readPageData, usePageData } from './pageData';

function Shown({ path }: { path: string }) {
  const data = usePageData<{ name: string }>(path);
  return <p>{data ? data.name : 'no data'}</p>;
}

describe('the data a rendered page came with', () => {
  it('is there on its page only, and gone once the visitor has moved on, coming back included', () => {
    const location = memoryLocation({ path: '/location/7' });
    render(
      <Router hook={location.hook}>
        <PageDataProvider value={{ path: '/location/7', data: { name: 'Ružinov' } }}>
          <Shown path="/location/7" />
          <Shown path="/location/8" />
        </PageDataProvider>
      </Router>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Ružinov', 'no data']);
    act(() => location.navigate('/boxes'));
    act(() => location.navigate('/location/7'));
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['no data', 'no data']);
  });

  it('is read from the page’s JSON element, and nothing comes of a malformed one', () => {
    document.body.innerHTML =
      '<script type="application/json" id="page-data">{"path":"/location/7","data":{"name":"Ružinov"}}</script>';
    expect(readPageData(document)).toEqual({ path: '/location/7', data: { name: 'Ružinov' } });
    document.body.innerHTML = '<script type="application/json" id="page-data">{"path":</script>';
    expect(readPageData(document)).toBeNull();
    document.body.innerHTML = '';
    expect(readPageData(document)).toBeNull();
  });
});

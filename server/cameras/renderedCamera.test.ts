import { describe, expect, it } from 'vitest';
import { renderedCamera } from './renderedCamera';

describe('the embedded camera', () => {
  it('draws the box with its name, its warehouse and the time in the warehouse zone, escaped', async () => {
    const picture = await renderedCamera.snapshot(
      { boxName: 'A<12>', warehouseName: 'Praha & Smíchov', country: 'CZE', snapshotUrl: null },
      new Date('2026-07-01T10:15:30Z'),
    );
    const svg = picture.data.toString('utf8');
    expect(picture.contentType).toBe('image/svg+xml');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('A&lt;12&gt;');
    expect(svg).toContain('Praha &amp; Smíchov');
    // Prague is two hours ahead of UTC in summer.
    expect(svg).toContain('2026-07-01 12:15:30');
  });
});

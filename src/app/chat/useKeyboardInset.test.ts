import { expect, it } from 'vitest';
import { windowStyleFor } from './useKeyboardInset';

it('keeps the window above the on-screen keyboard: the visible part on phones, lifted with its height capped elsewhere', () => {
  const area = { top: 0, height: 400, coveredBottom: 300 };
  expect(windowStyleFor(null, true)).toBeUndefined();
  expect(windowStyleFor(area, true)).toEqual({ top: 0, height: 400, bottom: 'auto' });
  expect(windowStyleFor(area, false)).toEqual({ bottom: 320, maxHeight: 360 });
});

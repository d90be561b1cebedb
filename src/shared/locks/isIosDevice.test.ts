import { describe, expect, it } from 'vitest';
import { isIosDevice } from './isIosDevice';

describe('iOS device (where Safari needs Precise Location for a lock)', () => {
  it('knows an iPhone, and an iPad that reports itself as a Mac with a touch screen', () => {
    expect(
      isIosDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
        5,
      ),
    ).toBe(true);
    expect(
      isIosDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
        5,
      ),
    ).toBe(true);
  });

  it('leaves out a Mac without touch, and Android', () => {
    expect(
      isIosDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
        0,
      ),
    ).toBe(false);
    expect(
      isIosDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 5),
    ).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { detectAppleDevice, detectWebview } from '@shared/device/detectDevice';
import { memoryStore } from '@shared/storage/safeStorage';

const chrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const androidWebview =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';
const iosApp =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 SelfStorageApp/3.2.0';

describe('web-view detection', () => {
  it('recognises our app marker and Android’s wv marker', () => {
    expect(detectWebview(iosApp, '', memoryStore())).toBe(true);
    expect(detectWebview(androidWebview, '', memoryStore())).toBe(true);
    expect(detectWebview(chrome, '', memoryStore())).toBe(false);
  });

  it('remembers ?webview=1 for the tab and forgets it with ?webview=0', () => {
    const store = memoryStore();
    expect(detectWebview(chrome, '?webview=1', store)).toBe(true);
    expect(detectWebview(chrome, '', store)).toBe(true);
    expect(detectWebview(chrome, '?webview=0', store)).toBe(false);
    expect(detectWebview(chrome, '', store)).toBe(false);
  });
});

describe('Apple devices (Google Play link hidden)', () => {
  it('covers iPhone, iPad and Mac', () => {
    expect(detectAppleDevice(iosApp)).toBe(true);
    expect(detectAppleDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15')).toBe(
      true,
    );
    expect(detectAppleDevice(chrome)).toBe(false);
  });
});

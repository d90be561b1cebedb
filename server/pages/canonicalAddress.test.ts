import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalLink, canonicalPath } from './canonicalAddress';

describe('the canonical address of a page', () => {
  it('is a public page itself, without its query', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/boxes?location=ba-ruzinov')).toBe('/boxes');
    expect(canonicalPath('/location/12?display=plan')).toBe('/location/12');
    expect(canonicalPath('/registration?referralCode=ABC')).toBe('/registration');
    expect(canonicalPath('/login?redirect=%2Fmy%2Fboxes')).toBe('/login');
  });

  it('is the sign-in page for the customer area, which a crawler has no session for', () => {
    for (const url of ['/my', '/my/boxes', '/my/contracts/12/eviction', '/location/1/../../my/boxes'])
      expect(canonicalPath(url), url).toBe('/login');
    expect(canonicalPath('/myself')).toBe('/myself');
  });

  it('is the warehouse page for an order step naming its warehouse, else the search', () => {
    expect(canonicalPath('/order/first?boxId=3&warehouseId=7')).toBe('/location/7');
    for (const url of [
      '/order/summary',
      '/order/status-check?orderId=ab12',
      '/order/first?warehouseId=0',
      '/order/first?warehouseId=7%20or%201',
      '/order/first?warehouseId=-1',
    ]) {
      expect(canonicalPath(url), url).toBe('/boxes');
    }
  });

  it('is written as an absolute link under the public address, encoded, never naming another host', () => {
    expect(canonicalLink('https://storage.example/', '/order/first?boxId=3&warehouseId=7')).toBe(
      '<link rel="canonical" href="https://storage.example/location/7">',
    );
    expect(canonicalLink('https://storage.example', '/a"><script>b')).toBe(
      '<link rel="canonical" href="https://storage.example/a%22%3E%3Cscript%3Eb">',
    );
    expect(canonicalLink('https://storage.example/self-storage', '/boxes')).toBe(
      '<link rel="canonical" href="https://storage.example/self-storage/boxes">',
    );
    expect(canonicalLink('https://storage.example', '//evil.example/x')).toBe(
      '<link rel="canonical" href="https://storage.example//evil.example/x">',
    );
  });
});

describe('robots.txt', () => {
  const rules = readFileSync(new URL('../../public/robots.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('Disallow:'))
    .map((line) => line.slice('Disallow:'.length).trim());
  const disallowed = (path: string) => rules.some((rule) => rule !== '' && path.startsWith(rule));

  it('lets crawlers read the pages that name their canonical page, so they can see it', () => {
    for (const path of ['/', '/boxes', '/location/12', '/login', '/registration', '/my/boxes', '/order/first'])
      expect(disallowed(path), path).toBe(false);
  });

  it('keeps crawlers out of token links, the password reset and the API', () => {
    for (const path of [
      '/reset-password/change',
      '/service-access',
      '/webview',
      '/api/client/warehouse',
      '/auth/login',
    ])
      expect(disallowed(path), path).toBe(true);
  });
});

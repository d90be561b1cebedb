import { describe, expect, it } from 'vitest';
import { metaTagName, toMetaTags } from '@contract/appConfig';
import { defaultAppConfig } from '@contract/appConfigDefaults';
import { readConfigFromDocument } from '@shared/config/readConfig';
import { demoConfig } from '@machines/fixtures/user';

function documentWith(tags: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument('test');
  for (const [name, content] of Object.entries(tags)) {
    const meta = doc.createElement('meta');
    meta.name = name;
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('configuration from meta tags', () => {
  it('uses the defaults when the page carries no tags', () => {
    expect(readConfigFromDocument(documentWith({}))).toEqual(defaultAppConfig());
  });

  it('reads strings, booleans and lists', () => {
    const config = readConfigFromDocument(
      documentWith({
        [metaTagName('country')]: 'CZE',
        [metaTagName('maintenance')]: 'true',
        [metaTagName('locales')]: 'cs, en',
        [metaTagName('contactEmail')]: 'info@example.cz',
      }),
    );
    expect(config.country).toBe('CZE');
    expect(config.maintenance).toBe(true);
    expect(config.locales).toEqual(['cs', 'en']);
    expect(config.contactEmail).toBe('info@example.cz');
    expect(config.formatLocale).toBe(defaultAppConfig().formatLocale);
  });

  it('round-trips what the server writes', () => {
    const tags = Object.fromEntries(toMetaTags(demoConfig).map(({ name, content }) => [name, content]));
    expect(readConfigFromDocument(documentWith(tags))).toEqual(demoConfig);
  });

  it('falls back to the defaults when a value is invalid', () => {
    const config = readConfigFromDocument(documentWith({ [metaTagName('country')]: 'DEU' }));
    expect(config).toEqual(defaultAppConfig());
  });
});

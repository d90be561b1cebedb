import { parse } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleErrorCodes } from '@contract/admin/errorCodes';
import { errorCodes } from '@contract/errors';

/**
 * The translations must match locales/en.json exactly: the same keys, valid ICU messages with the
 * same placeholders, and actually translated. A message may equal the English one only when it is
 * on this allow-list (brand names, codes and words that every language writes the same way).
 */
const sameInEveryLanguage = new Set([
  'app.name',
  // The page's own title and the product's name: the same pattern in every language.
  'title.page',
  'footer.iban',
  'nav.franchising',
  'franchising.title',
  // Box size letters are printed on the boxes and in the price lists the same in every country.
  'sizeGuide.name.XS',
  'sizeGuide.name.SMALL',
  'sizeGuide.name.MEDIUM',
  'sizeGuide.name.LARGE',
  // The console's role words: "Role" in Czech, "Administrator" in Polish and Romanian, as in English.
  'admin.field.role',
  'admin.staff.column.role',
  'admin.role.ADMIN',
  // A storage box is a "box" in Slovak, Czech, Hungarian and Romanian too.
  'admin.boxes.column.name',
  'admin.boxes.detailsTitle',
  'admin.prices.column.box',
  'admin.prices.targetBox',
  // Numbers and days set side by side ("12 / 100", "25 %", "1. 6. – 31. 8."), written alike everywhere.
  'admin.vouchers.usesOfLimit',
  'admin.vouchers.percent',
  'admin.validity.fromUntil',
  // "Important" is the Romanian word too.
  'admin.messages.field.important',
]);

const dir = join(__dirname, '../../locales');
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const en = read('en.json');
const translations = readdirSync(dir).filter((file) => file.endsWith('.json') && file !== 'en.json');

describe('locales/', () => {
  it('holds exactly the seven interface languages', () => {
    expect([...translations, 'en.json'].sort()).toEqual([
      'cs.json',
      'en.json',
      'hu.json',
      'pl.json',
      'ro.json',
      'sk.json',
      'uk.json',
    ]);
  });
});

/** Names of the arguments and tags of an ICU message, e.g. `{count}` and `<b>`. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) names.add(element.value);
      if ('children' in element) walk(element.children);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('locales/en.json', () => {
  it('has a message for every error code of the contract', () => {
    const missing = [...errorCodes, ...consoleErrorCodes].filter((code) => !(`errors.${code}` in en));
    expect(missing).toEqual([]);
  });

  it('holds only valid ICU messages', () => {
    for (const [key, message] of Object.entries(en)) {
      expect(() => parse(message), key).not.toThrow();
    }
  });
});

describe.each(translations)('%s', (file) => {
  const messages = read(file);

  it('has every key of en.json', () => {
    expect(Object.keys(en).filter((key) => !(key in messages))).toEqual([]);
  });

  it('has no keys that en.json lacks', () => {
    expect(Object.keys(messages).filter((key) => !(key in en))).toEqual([]);
  });

  it('translates every message not on the allow-list', () => {
    const untranslated = Object.keys(en).filter((key) => messages[key] === en[key] && !sameInEveryLanguage.has(key));
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of each English message', () => {
    const wrong = Object.keys(en).filter((key) => {
      if (!(key in messages)) return false;
      try {
        return placeholders(messages[key]).join() !== placeholders(en[key]).join();
      } catch {
        return true;
      }
    });
    expect(wrong).toEqual([]);
  });
});

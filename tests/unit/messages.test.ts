import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { letterProblems, messageProblems } from '../../scripts/translations/checks';

/**
 * Every message of every locale: valid ICU, the plural categories its language needs, the English
 * message's arguments and tags, and the language's spelling rules (scripts/translations/checks.ts).
 */
const dir = join(__dirname, '../../locales');
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const en = read('en.json');
const languages = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

describe.each(languages)('locales/%s.json', (lang) => {
  it('holds only valid, complete messages with the English arguments and correct letters', () => {
    const messages = read(`${lang}.json`);
    const problems = Object.entries(messages).flatMap(([key, message]) =>
      key in en ? messageProblems(lang, message, en[key]).map((problem) => `${key}: ${problem}`) : [],
    );
    expect(problems).toEqual([]);
  });
});

describe('the message checks', () => {
  it('find a message that is not ICU', () => {
    expect(messageProblems('en', 'Hello {name', 'Hello {name}')).toHaveLength(1);
  });

  it('find plural categories the language needs', () => {
    const english = '{count, plural, one {# box} other {# boxes}}';
    expect(messageProblems('pl', '{count, plural, one {# boks} other {# boksów}}', english)).toEqual([
      '{count, plural} lacks few, many',
    ]);
    expect(
      messageProblems('pl', '{count, plural, one {# boks} few {# boksy} many {# boksów} other {# boksu}}', english),
    ).toEqual([]);
    expect(
      messageProblems(
        'en',
        '{n, selectordinal, one {#st} other {#th}}',
        '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      ),
    ).toEqual(['{n, selectordinal} lacks two, few']);
  });

  it('find arguments and tags that differ from English', () => {
    expect(messageProblems('cs', 'Box {nme}', 'Box {name}')).toEqual([
      'arguments {nme} differ from the English {name}',
    ]);
    expect(messageProblems('cs', 'Přijímám podmínky', 'I accept the <link>terms</link>')).toHaveLength(1);
    expect(messageProblems('cs', '{kind, select, a {A} other {B}}', '{type, select, a {A} other {B}}')).toHaveLength(1);
  });

  it('find letters that do not belong in the language', () => {
    expect(letterProblems('ro', 'Aţi uitat parola? Căutaţi')).toHaveLength(2);
    expect(letterProblems('ro', 'Ați uitat parola?')).toEqual([]);
    expect(letterProblems('hu', 'Elfelejtett jelszõ, bûn')).toHaveLength(2);
    expect(letterProblems('uk', 'Бокси від 1 m², {width} × {length} m')).toHaveLength(2);
    expect(letterProblems('uk', 'Бокси від 1 м², {width} × {length} м, 10 min')).toEqual([]);
    expect(letterProblems('uk', 'Якщо ви не створювали')).toHaveLength(1);
    expect(letterProblems('cs', 'Môj zámek je mimo provoz, pošleme Vám kód.')).toHaveLength(2);
    expect(letterProblems('cs', 'Váš účet. Pošleme vám kód.')).toEqual([]);
    expect(letterProblems('sk', 'Zapomněli jste heslo?')).toHaveLength(1);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { letterProblems } from './checks';

/**
 * The server's own texts (e-mails in server/mail/messages, PDFs in server/documents/texts) follow
 * the same spelling rules as the interface messages. The whole source file of each language is
 * checked, so texts built by functions are covered too.
 */
const root = join(__dirname, '../..');
const folders = ['server/mail/messages', 'server/documents/texts'];
const files = folders.flatMap((folder) =>
  readdirSync(join(root, folder))
    .filter((name) => /^[a-z]{2}\.ts$/.test(name))
    .map((name) => ({ path: `${folder}/${name}`, lang: name.slice(0, 2) })),
);

describe('server texts', () => {
  it('cover every language of both folders', () => {
    expect(files.length).toBe(14);
  });

  it.each(files)('$path uses the letters of its language', ({ path, lang }) => {
    expect(letterProblems(lang, readFileSync(join(root, path), 'utf8'))).toEqual([]);
  });

  it('the check fails on a bad sample', () => {
    expect(letterProblems('ro', "action: 'Setaţi parola'")).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text, its placeholder included.
    expect(letterProblems('uk', '`Бокс ${o.area} m²`')).toHaveLength(1);
  });
});

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Checks of translated texts, shared by the test of the interface messages (locales/*.json) and the
 * test of the server's e-mail and PDF texts. Each function returns the problems it found as
 * readable sentences; an empty list means the text is fine.
 */

/** A letter or spelling that does not belong in a language, with what to write instead. */
interface LetterRule {
  pattern: RegExp;
  problem: string;
}

const letterRules: Record<string, LetterRule[]> = {
  ro: [{ pattern: /[şţŞŢ]/gu, problem: 'Romanian cedilla letter (write ș ț with a comma below)' }],
  hu: [{ pattern: /[õûÕÛ]/gu, problem: 'õ/û instead of the Hungarian ő/ű' }],
  uk: [
    // "1 m²", "{area} m²", "${n} m": a Latin unit after a number or a number argument.
    { pattern: /[\d}]\s*(?:m²|m2|m)(?![\p{L}\p{N}])/gu, problem: 'Latin unit after a number (write м² / м)' },
    // The formal address is capitalised: Ви, Вас, Вам, Ваш…
    {
      pattern: /(?<!\p{L})(?:ви|вас|вам|вами|ваш\p{L}*)(?!\p{L})/gu,
      problem: 'formal address in lower case (write Ви, Вас, Ваш…)',
    },
  ],
  cs: [
    { pattern: /[äĺľôŕÄĹĽÔŔ]/gu, problem: 'Slovak-only letter in Czech' },
    // Lower-case vám/vás/váš… inside a sentence, as the rest of the texts write it.
    {
      pattern: /(?<=[\p{Ll},:–]\s+)V(?:ám|ás|ami|áš|aš\p{L}*)(?!\p{L})/gu,
      problem: 'capitalised Vám/Vás/Váš inside a sentence (write it in lower case)',
    },
  ],
  sk: [
    { pattern: /[ěřůĚŘŮ]/gu, problem: 'Czech-only letter in Slovak' },
    {
      pattern: /(?<=[\p{Ll},:–]\s+)V(?:ám|ás|ami|áš|aš\p{L}*)(?!\p{L})/gu,
      problem: 'capitalised Vám/Vás/Váš inside a sentence (write it in lower case)',
    },
  ],
};

/** Problems with the letters of a text in a language (`ro`, `hu`, `uk`, `cs`, `sk`; others have no rules). */
export function letterProblems(lang: string, text: string): string[] {
  return (letterRules[lang] ?? []).flatMap(({ pattern, problem }) =>
    [...text.matchAll(pattern)].map(
      (match) => `${problem}: "${text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20)}"`,
    ),
  );
}

/** The arguments and rich-text tags of an ICU message, e.g. `{count}`, `{n, plural, …}` and `<link>`. */
export function argumentsOf(elements: MessageFormatElement[]): string[] {
  const names = new Set<string>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.tag) {
        names.add(`<${element.value}>`);
        walk(element.children);
      } else if (element.type !== TYPE.literal && element.type !== TYPE.pound) {
        names.add(`{${element.value}}`);
        if (element.type === TYPE.plural || element.type === TYPE.select)
          for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(elements);
  return [...names].sort();
}

/** Plural categories that a plural (or selectordinal) of the message lacks for the language. */
function pluralProblems(lang: string, elements: MessageFormatElement[]): string[] {
  const problems: string[] = [];
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural) {
        const required = new Intl.PluralRules(lang, { type: element.pluralType ?? 'cardinal' }).resolvedOptions()
          .pluralCategories;
        const missing = [...new Set([...required, 'other'])].filter((category) => !(category in element.options));
        if (missing.length)
          problems.push(
            `{${element.value}, ${element.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}} lacks ${missing.join(', ')}`,
          );
      }
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(elements);
  return problems;
}

/**
 * Problems of one interface message in a language, compared with the English source: it must parse
 * as ICU, give every plural the categories the language needs, use exactly the English message's
 * arguments and tags, and pass the language's letter rules.
 */
export function messageProblems(lang: string, message: string, english: string): string[] {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message);
  } catch (error) {
    return [`not a valid ICU message (${(error as Error).message})`];
  }
  const problems = pluralProblems(lang, elements);
  const own = argumentsOf(elements).join(' ');
  let source = '';
  try {
    source = argumentsOf(parse(english)).join(' ');
  } catch {
    problems.push('the English message is not valid ICU');
  }
  if (own !== source) problems.push(`arguments ${own || '(none)'} differ from the English ${source || '(none)'}`);
  return [...problems, ...letterProblems(lang, message)];
}

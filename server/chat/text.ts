import { fold } from '../places/fold';

export { fold };

/** The folded words of a text: lower case, no diacritics, split at anything that is not a letter or digit. */
export const wordsOf = (text: string): string[] => fold(text).split(' ').filter(Boolean);

/**
 * Whether a word of the question is a form of the name `key`: the same word, or (for names of six
 * letters or more: shorter ones collide with ordinary words, kolik/Kolín) one starting with the name less its last letter, at most four letters longer.
 * Slavic, Hungarian and Romanian inflect names at the end (Bratislave, Krakowie, Budapesten).
 */
export function nameFormMatches(word: string, key: string): boolean {
  if (word === key) return true;
  if (key.length < 6) return false;
  return word.startsWith(key.slice(0, -1)) && word.length - key.length <= 4;
}

/** A key word: a stem ending in `*` matches any word starting with it, otherwise only the same word. */
const keyWordMatches = (word: string, key: string) =>
  key.endsWith('*') ? word.startsWith(key.slice(0, -1)) : word === key;

/** Whether the words contain the phrase as consecutive words, each compared by `same`. */
export function containsPhrase(
  words: readonly string[],
  phrase: readonly string[],
  same: (word: string, key: string) => boolean = nameFormMatches,
): boolean {
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let k = 0; k < phrase.length; k++) if (!same(words[i + k], phrase[k])) continue outer;
    return true;
  }
  return false;
}

/** Folds a key as the question is folded, keeping the `*` of stems. */
const foldedKeys = new Map<string, string[]>();
export function foldKey(key: string): string[] {
  let folded = foldedKeys.get(key);
  if (!folded) {
    // Folding may split a part in two (e-mail → e mail); a stem's `*` stays on its last word.
    folded = key.split(/\s+/).flatMap((part) => {
      const words = fold(part.replace(/\*$/, '')).split(' ').filter(Boolean);
      if (part.endsWith('*') && words.length) words[words.length - 1] += '*';
      return words;
    });
    foldedKeys.set(key, folded);
  }
  return folded;
}

/**
 * Whether any key is present: one word or a phrase of several (consecutive), each word exact or a
 * stem ending in `*`. Keys are written naturally (diacritics, capitals) and folded here.
 */
export function hasAny(words: readonly string[], keys: readonly string[]): boolean {
  return keys.some((key) => containsPhrase(words, foldKey(key), keyWordMatches));
}

/** Removes anything that could be read as markup, so answers stay plain text. */
export const plainText = (text: string): string => text.replace(/<[^>]*>/g, '').replace(/[<>]/g, '');

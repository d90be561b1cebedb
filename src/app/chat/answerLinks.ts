/** A piece of a bot answer: plain text, or text that links to a page of this app. */
export type AnswerPart = { text: string } | { text: string; to: string };

// A Markdown link `[label](target)`, an absolute http(s) address, or a path starting with one slash
// at the start or after a space or opening bracket.
const candidates =
  /\[([^\]\n]{1,200})\]\(([^)\s]{1,2000})\)|https?:\/\/[^\s<>"]+|(?<=^|[\s([{"'„«])\/(?![/\\])[^\s<>"]*/g;
// Sentence punctuation after an address belongs to the sentence.
const trailing = /[.,;:!?)\]}"'»“”]+$/;

/**
 * The in-app path of `target` when it is a page of this site (same origin), else null: another
 * site, `//host`, `javascript:` and the like never become links.
 */
export function sameOriginPath(target: string, origin: string): string | null {
  if (!/^\/(?![/\\])/.test(target) && !target.startsWith(`${origin}/`)) return null;
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/**
 * Splits a plain-text answer into text and links to this app's pages (`/location/12`,
 * `/boxes?size=SMALL`, `/my/rents`, or the same as full addresses of this site). Everything else
 * stays text: the answer is never read as HTML.
 */
export function answerParts(answer: string, origin: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = parts.at(-1);
    if (previous && !('to' in previous)) previous.text += text;
    else parts.push({ text });
  };
  for (const match of answer.matchAll(candidates)) {
    const start = match.index;
    let whole = match[0];
    let label: string;
    let target: string;
    if (match[1] !== undefined && match[2] !== undefined) {
      label = match[1];
      target = match[2];
    } else {
      whole = whole.replace(trailing, '');
      label = whole;
      target = whole;
    }
    const to = target.length > 1 || match[1] !== undefined ? sameOriginPath(target, origin) : null;
    pushText(answer.slice(last, start));
    if (to) parts.push({ text: label, to });
    else pushText(whole);
    last = start + whole.length;
  }
  pushText(answer.slice(last));
  return parts;
}

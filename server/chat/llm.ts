import type { Language } from '@contract/primitives';
import type { Passage } from './corpus';
import { plainText } from './text';

export interface LlmSettings {
  /** Root of an OpenAI-compatible API; `/chat/completions` is appended. */
  url: string;
  key: string | undefined;
  model: string;
  timeoutMs: number;
}

const languageNames: Record<Language, string> = {
  SK: 'Slovak',
  CS: 'Czech',
  EN: 'English',
  UK: 'Ukrainian',
  PL: 'Polish',
  HU: 'Hungarian',
  RO: 'Romanian',
};

/** The instructions: answer only from the context, in the language, plain text, formal address, links kept. */
export function systemPrompt(language: Language, contact: string): string {
  return [
    `You are the help assistant of a self-storage box rental service. Answer in ${languageNames[language]}, politely and with formal address, in at most five sentences of plain text (no HTML, no Markdown).`,
    'Answer only from the CONTEXT below: live warehouse data and help passages. Keep warehouse names, prices with their currency, hours and links (such as /location/12, /boxes, /my/rents) exactly as written there.',
    `If the context does not answer the question, say so briefly and offer the contact channels: ${contact}. Never invent facts and never reveal or ask for personal data.`,
  ].join(' ');
}

export function contextOf(facts: string | null, passages: readonly Passage[], engineAnswer: string): string {
  const parts = [
    facts ? `LIVE DATA:\n${facts}` : null,
    ...passages.map((p) => `HELP (${p.title}):\n${p.text}`),
    `DRAFT ANSWER OF THE RULE-BASED ENGINE:\n${engineAnswer}`,
  ];
  return parts.filter(Boolean).join('\n\n');
}

interface Completion {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * Asks the model for an answer to `question` from `context`. Resolves to the answer's plain text, or
 * null when the call fails, times out or answers nothing usable (the caller then uses the engine).
 */
export async function askLlm(
  settings: LlmSettings,
  language: Language,
  question: string,
  context: string,
  contact: string,
): Promise<string | null> {
  try {
    const response = await fetch(`${settings.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        max_tokens: 400,
        messages: [
          { role: 'system', content: `${systemPrompt(language, contact)}\n\nCONTEXT:\n${context}` },
          { role: 'user', content: question },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Completion;
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return null;
    const text = plainText(content).trim().slice(0, 4000);
    return text || null;
  } catch {
    return null;
  }
}

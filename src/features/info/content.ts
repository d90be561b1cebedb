/**
 * The structure of the information pages; the text is in the messages. A section `id` under a
 * page `prefix` has `<prefix>.<id>.title`, paragraphs `.p1…pN` and list items `.item1…itemN`.
 * tests/unit/infoContent.test.ts checks every such key exists in locales/en.json.
 */
export interface InfoSection {
  id: string;
  paragraphs: number;
  items?: number;
}

export const helpSteps = ['find', 'order', 'pay', 'code', 'store', 'notice'] as const;
export const helpFaq = [
  'what',
  'access',
  'duration',
  'change',
  'insurance',
  'payment',
  'notice',
  'share',
  'account',
] as const;

export const gdprSections: InfoSection[] = [
  { id: 'controller', paragraphs: 2 },
  { id: 'data', paragraphs: 1, items: 6 },
  { id: 'purposes', paragraphs: 1, items: 7 },
  { id: 'legalBases', paragraphs: 1, items: 4 },
  { id: 'retention', paragraphs: 1, items: 5 },
  { id: 'recipients', paragraphs: 2, items: 5 },
  { id: 'rights', paragraphs: 2, items: 7 },
  { id: 'cookies', paragraphs: 3 },
  { id: 'contact', paragraphs: 1 },
];

export const storePolicySections: InfoSection[] = [
  { id: 'access', paragraphs: 3 },
  { id: 'forbidden', paragraphs: 1, items: 9 },
  { id: 'use', paragraphs: 1, items: 5 },
  { id: 'insurance', paragraphs: 3 },
  { id: 'payment', paragraphs: 3 },
  { id: 'termination', paragraphs: 3 },
  { id: 'eviction', paragraphs: 3 },
];

/** Every message key a page built from `sections` needs. */
export function sectionKeys(prefix: string, sections: readonly InfoSection[]): string[] {
  return sections.flatMap(({ id, paragraphs, items = 0 }) => [
    `${prefix}.${id}.title`,
    ...Array.from({ length: paragraphs }, (_, i) => `${prefix}.${id}.p${i + 1}`),
    ...Array.from({ length: items }, (_, i) => `${prefix}.${id}.item${i + 1}`),
  ]);
}

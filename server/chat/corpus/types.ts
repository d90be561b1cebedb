/** The help topics every language's corpus answers, one passage each. */
export const topics = [
  'order',
  'pay',
  'lock',
  'share',
  'notice',
  'eviction',
  'insurance',
  'sizes',
  'notify',
  'voucher',
  'invoices',
  'account',
] as const;
export type Topic = (typeof topics)[number];

/**
 * One help passage: `keys` recognise the topic in a question (folded words; a stem ends in `*`,
 * several words are a phrase); `text` is the answer, with `{noticeDays}`, `{geofence}` and
 * `{blockDays}` filled from the configuration.
 */
export interface Passage {
  topic: Topic;
  title: string;
  keys: string[];
  text: string;
}

export type Corpus = Record<Topic, Omit<Passage, 'topic'>>;

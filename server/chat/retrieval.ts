import MiniSearch from 'minisearch';
import type { Language } from '@contract/primitives';
import { corpora, topics, type Passage, type Topic } from './corpus';
import { stopwords } from './stopwords';
import { fold, hasAny } from './text';

interface Indexed extends Passage {
  id: string;
  keyText: string;
}

const indexes = new Map<Language, MiniSearch<Indexed>>();

/** The language's help corpus in a full-text index (folded words, prefix and fuzzy matching), built once. */
function indexOf(language: Language): MiniSearch<Indexed> {
  let index = indexes.get(language);
  if (!index) {
    index = new MiniSearch<Indexed>({
      fields: ['title', 'keyText', 'text'],
      storeFields: ['topic'],
      processTerm: (term) => {
        const folded = fold(term);
        return folded && !stopwords.has(folded) ? folded : null;
      },
      searchOptions: {
        boost: { title: 2, keyText: 3 },
        prefix: (term) => term.length > 3,
        fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      },
    });
    const corpus = corpora[language];
    index.addAll(
      topics.map((topic) => ({
        id: topic,
        topic,
        ...corpus[topic],
        keyText: corpus[topic].keys.join(' ').replace(/\*/g, ''),
      })),
    );
    indexes.set(language, index);
  }
  return index;
}

/** The topic whose keys the question contains (in corpus order), if any. */
export function topicByKeys(words: readonly string[], language: Language): Topic | null {
  const corpus = corpora[language];
  return topics.find((t) => hasAny(words, corpus[t].keys)) ?? null;
}

/** The best passage by full-text score, when it is relevant enough to answer with. */
export function topicBySearch(question: string, language: Language, minScore = 8): Topic | null {
  const [best] = indexOf(language).search(question);
  return best && best.score >= minScore ? (best.topic as Topic) : null;
}

/** The passages most relevant to a question, for a language model's context. */
export function passagesFor(question: string, language: Language, limit = 3): Passage[] {
  const corpus = corpora[language];
  return indexOf(language)
    .search(question)
    .slice(0, limit)
    .map((hit) => ({ topic: hit.topic as Topic, ...corpus[hit.topic as Topic] }));
}

import { describe, expect, it } from 'vitest';
import { answerParts, sameOriginPath } from './answerLinks';

const origin = 'https://self-storage.example';

describe('links in the bot’s answers', () => {
  it('turns paths of this site into links, leaving the sentence’s punctuation as text', () => {
    expect(
      answerParts('The nearest is Ružinov: /location/12. Or see /boxes?size=SMALL&free=true, and /my/rents!', origin),
    ).toEqual([
      { text: 'The nearest is Ružinov: ' },
      { text: '/location/12', to: '/location/12' },
      { text: '. Or see ' },
      { text: '/boxes?size=SMALL&free=true', to: '/boxes?size=SMALL&free=true' },
      { text: ', and ' },
      { text: '/my/rents', to: '/my/rents' },
      { text: '!' },
    ]);
  });

  it('links Markdown labels and full addresses of this site only', () => {
    expect(
      answerParts(
        '[Ružinov](/location/12) or https://self-storage.example/location/3 (https://evil.example/location/3)',
        origin,
      ),
    ).toEqual([
      { text: 'Ružinov', to: '/location/12' },
      { text: ' or ' },
      { text: 'https://self-storage.example/location/3', to: '/location/3' },
      { text: ' (https://evil.example/location/3)' },
    ]);
  });

  it('never makes a link of another origin, a protocol-relative or script address, and keeps HTML as text', () => {
    const answer =
      '<a href="javascript:alert(1)">x</a> [x](javascript:alert(1)) [y](//evil.example/a) //evil.example /\\evil.example and/or 1/2';
    const parts = answerParts(answer, origin);
    expect(parts).toEqual([{ text: answer }]);
    expect(sameOriginPath('https://self-storage.example.evil/x', origin)).toBeNull();
    expect(sameOriginPath('/', origin)).toBe('/');
  });
});

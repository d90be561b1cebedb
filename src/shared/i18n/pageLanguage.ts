import type { LocaleTag } from '@contract/appConfig';

let current: LocaleTag | null = null;

/**
 * The language the page is shown in, readable outside React: the API fetcher sends it as
 * `Accept-Language` so that texts the server writes (price lines, mails, messages) come in the
 * language of the page rather than the browser's preference. The LocaleProvider sets it the moment
 * a language's messages are ready, before anything renders in that language. `null` until then:
 * a call made before the first language is known goes out with the browser's own header.
 */
export const pageLanguage = {
  get: (): LocaleTag | null => current,
  set: (lang: LocaleTag): void => {
    current = lang;
  },
};

import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { messageGroups, messagesOfGroup, type MessageGroup } from '../../src/shared/i18n/messageGroups';

/** The groups loaded through a language's `?groups` map: all but the two the shell lists itself. */
export const laterGroups = (Object.keys(messageGroups) as MessageGroup[]).filter(
  (group) => group !== 'core' && group !== 'landing',
);

/**
 * `locales/<lang>.json?group=<group>` (see src/shared/i18n/loadMessages.ts) is just that group's
 * messages, so each page downloads the texts of what it shows; `locales/<lang>.json?groups` is that
 * language's lazy import of each later group, so a page fetches the file names of its own language
 * only (a map of all seven languages' would be seven times larger).
 * With `precompile` (the browser build) the messages ship as ICU message ASTs, so the browser needs
 * react-intl's runtime but not its message parser (about 8 kB gzip less on every page; vite.config.ts
 * aliases the parser to its no-parser build). Unit tests keep strings and parse them at run time.
 */
export function localeMessages({ precompile }: { precompile: boolean }): Plugin {
  return {
    name: 'locale-messages',
    enforce: 'post',
    transform(_code, id) {
      if (!/\/locales\/[a-z]{2}\.json(\?.*)?$/.test(id)) return null;
      const [file, query = ''] = id.split('?');
      const params = new URLSearchParams(query);
      if (params.has('groups')) {
        const name = file.slice(file.lastIndexOf('/') + 1);
        const loaders = laterGroups.map(
          (group) => `${group}: () => import(${JSON.stringify(`./${name}?group=${group}`)})`,
        );
        return { code: `export default { ${loaders.join(', ')} };`, map: null, moduleType: 'js' };
      }
      const group = params.get('group');
      const all: Record<string, string> = JSON.parse(readFileSync(file, 'utf8'));
      if (group !== null && !(group in messageGroups)) throw new Error(`unknown message group ${group}`);
      const messages = group === null ? all : messagesOfGroup(all, group as MessageGroup);
      const shipped = precompile
        ? Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]))
        : messages;
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(shipped))});`, map: null };
    },
  };
}

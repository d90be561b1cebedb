import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocaleTag } from '../../contract/appConfig';

/**
 * The file of each language's first messages (the shell's `core` group) in the production build,
 * read from the build's manifest: index.html names the visitor's in a modulepreload link, so the
 * browser fetches it alongside the app's code instead of after it has run (one round trip less
 * before the first screen). Empty when the build has no manifest.
 */
export function firstMessageFiles(distDir: string): Map<LocaleTag, string> {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const files = new Map<LocaleTag, string>();
  if (!existsSync(manifestFile)) return files;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  for (const [source, chunk] of Object.entries(manifest)) {
    const match = source.match(/(?:^|\/)locales\/([a-z]{2})\.json\?group=core$/);
    if (match) files.set(match[1] as LocaleTag, `/${chunk.file}`);
  }
  return files;
}

/**
 * The language the app will most likely pick for this visitor before any choice is stored: the first
 * Accept-Language tag it offers (the legacy `cz` is Czech), else English, as the app decides.
 */
export function likelyPageLanguage(acceptLanguage: string | undefined, offered: readonly LocaleTag[]): LocaleTag {
  for (const part of String(acceptLanguage ?? '').split(',')) {
    const primary = part.trim().split(/[-_;]/)[0].toLowerCase();
    const tag = (primary === 'cz' ? 'cs' : primary) as LocaleTag;
    if (offered.includes(tag)) return tag;
  }
  return 'en';
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { offeredLocaleOf, type LocaleTag } from '@contract/appConfig';

/** A chunk of the build manifest (dist/.vite/manifest.json), keyed by its source. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Preloads {
  scripts: string[];
  styles: string[];
}

/** The build's manifest, or null for a build without one (nothing is preloaded then). */
export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/**
 * The screens people land on, whose code and messages index.html names for a first visit to their
 * path, so the browser fetches them alongside the app's code instead of after it has run and routed
 * (a round trip or two less before the page shows). The sources and message groups are those the
 * screen's route loads (its lazyScreen and the lazy parts it shows at once; tests/unit checks the
 * groups against the routes); one missing here only costs that head start.
 * `rendered`: the server sends the page rendered (prerenderedPages.ts) with the screen's styles
 * applied from the first paint: the same for everyone, or (`withData`) rendered for each request
 * with the data of that moment, which the page carries for the app's first render.
 */
export const landingScreens: {
  path: RegExp;
  sources: string[];
  groups: string[];
  rendered: boolean;
  withData?: true;
}[] = [
  { path: /^\/$/, sources: ['src/features/landing/LandingScreen.tsx'], groups: ['landing'], rendered: true },
  {
    path: /^\/boxes\/?$/,
    sources: ['src/features/warehouses/BoxesScreen.tsx', 'src/features/warehouses/search/SearchBody.tsx'],
    groups: ['warehouses', 'sizeGuide', 'errors'],
    rendered: true,
  },
  {
    path: /^\/location\/[^/]+\/?$/,
    sources: ['src/features/warehouses/LocationScreen.tsx', 'src/features/warehouses/detail/LocationBody.tsx'],
    groups: ['warehouses', 'sizeGuide', 'errors'],
    rendered: true,
    withData: true,
  },
  {
    path: /^\/login\/?$/,
    sources: ['src/features/account/auth/LoginScreen.tsx'],
    groups: ['auth', 'authFields', 'forms', 'errors'],
    rendered: true,
  },
  {
    path: /^\/registration\/?$/,
    sources: ['src/features/account/auth/RegistrationScreen.tsx'],
    groups: ['auth', 'authFields', 'forms', 'errors'],
    rendered: true,
  },
  { path: /^\/help\/?$/, sources: ['src/features/info/HelpScreen.tsx'], groups: ['help', 'landing'], rendered: true },
  { path: /^\/gdpr\/?$/, sources: ['src/features/info/GdprScreen.tsx'], groups: ['gdpr'], rendered: true },
  {
    path: /^\/store-policy\/?$/,
    sources: ['src/features/info/StorePolicyScreen.tsx'],
    groups: ['storePolicy'],
    rendered: true,
  },
];

/** Message groups whose files are listed in the app's first code (the others in each language's `?groups` map). */
const groupsListedFirst = new Set(['core', 'landing']);

/**
 * What index.html preloads for a first visit to `pathname` in `lang`: the shell's messages, and for a
 * landing screen its code (with what it imports), styles and messages; never what index.html loads
 * anyway.
 */
export function preloadsFor(manifest: Manifest, pathname: string, lang: LocaleTag): Preloads {
  const loaded = new Set<string>();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const walk = (key: string, into: Set<string>, css: Set<string> | null) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file) || loaded.has(chunk.file)) return;
    into.add(chunk.file);
    for (const file of chunk.css ?? []) css?.add(file);
    for (const imported of chunk.imports ?? []) walk(imported, into, css);
  };
  walk('index.html', loaded, null);

  const screen = landingScreens.find((s) => s.path.test(pathname));
  const groups = ['core', ...(screen?.groups ?? [])];
  if (groups.some((group) => !groupsListedFirst.has(group))) walk(`locales/${lang}.json?groups`, scripts, styles);
  for (const group of groups) walk(`locales/${lang}.json?group=${group}`, scripts, styles);
  for (const source of screen?.sources ?? []) walk(source, scripts, styles);
  const url = (file: string) => `/${file}`;
  return { scripts: [...scripts].map(url), styles: [...styles].map(url) };
}

/**
 * The language the app will most likely pick for this visitor before any choice is stored: the first
 * Accept-Language tag it offers, else English, as the app decides (see detectLanguage).
 */
export function likelyPageLanguage(acceptLanguage: string | undefined, offered: readonly LocaleTag[]): LocaleTag {
  for (const part of String(acceptLanguage ?? '').split(',')) {
    const found = offeredLocaleOf(part, offered);
    if (found) return found;
  }
  return 'en';
}

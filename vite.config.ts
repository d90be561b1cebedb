import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';
import { contractSkeleton } from './scripts/vite/contractSkeleton';
import { browserPhoneCheck } from './scripts/vite/phoneCheck';
import { localeMessages } from './scripts/vite/localeMessages';
import { pathAliases } from './scripts/vite/aliases';
import { stripMachineDescriptions } from './scripts/vite/machineDescriptions';

/** The API server of `npm run dev` (scripts/dev.ts starts it on this port). */
const apiServer = 'http://127.0.0.1:3001';

const root = path.dirname(fileURLToPath(import.meta.url));

const browserBuild = {
  outDir: 'dist',
  // No modulepreload polyfill on every page's first load: every browser we support but Safari before
  // 17 preloads natively, and there a chunk is only fetched when it is imported instead of ahead.
  modulePreload: { polyfill: false },
  target: 'es2022',
  chunkSizeWarningLimit: 400,
  // dist/.vite/manifest.json: the server names each language's first messages from it.
  manifest: true,
  rollupOptions: {
    output: {
      // Fewer, larger chunks where every page would fetch the same small ones (each file costs its own
      // compression start-up and request): everything the entry imports statically is one chunk (the
      // bundler otherwise cuts React, react-intl and the like out as chunks shared with the screens),
      // the state-machine and API-call runtime nearly every screen uses is another, the form kit a
      // third, and the frame that heads a screen (with My area's tabs), the refusal notice and the
      // look of a labelled control a fourth: lists (with their filters), lock controls and the
      // order's voucher field use them without any form. A group takes in what its modules import,
      // so the frames are grouped before the form kit, which imports the notice. The form kit leaves
      // out the text-area field (only the notice and franchising use it), its submission machine (a
      // fifth, for the account's and My area's forms: the order's steps submit through the order
      // machine) and the radio group (the offer's choices need nothing else of the kit). What only
      // some screens use stays with them.
      codeSplitting: {
        groups: [
          { name: 'shell', tags: ['$initial' as const], priority: 3 },
          {
            name: 'runtime',
            test: /node_modules[\\/](xstate|@xstate|@ts-rest)[\\/]|src[\\/]shared[\\/]api[\\/](apiFailure|clientArgs|fetcher)|machines[\\/]shared[\\/]|contract[\\/]enumValues\.ts/,
            priority: 2,
          },
          {
            name: 'api',
            test: /src[\\/]shared[\\/]api[\\/]client\.ts|contract-skeleton:.*contract[\\/]index\.ts/,
            priority: 2,
          },
          {
            name: 'forms',
            test: /src[\\/]shared[\\/]form[\\/](?!RadioGroup|useFormSubmission|TextAreaField)/,
            priority: 1,
          },
          {
            name: 'formSubmission',
            test: /machines[\\/]formSubmission[\\/]|src[\\/]shared[\\/]form[\\/]useFormSubmission/,
            priority: 1,
          },
          {
            name: 'frames',
            test: /src[\\/]shared[\\/](layout[\\/](ScreenFrame|MyAreaFrame|Field\.css)|errors[\\/]ErrorAlert)/,
            priority: 2,
          },
        ],
      },
      // `messages-en-order-<hash>.js` rather than seventeen chunks called `en-<hash>.js`.
      // A language's list of its group files (`?groups`) is `messages-en-list-<hash>.js`.
      chunkFileNames: (chunk: { facadeModuleId: string | null }) => {
        const locale = chunk.facadeModuleId?.match(/\/locales\/([a-z]{2})\.json\?(?:group=(\w+)|groups$)/);
        return locale ? `assets/messages-${locale[1]}-${locale[2] ?? 'list'}-[hash].js` : 'assets/[name]-[hash].js';
      },
    },
  },
};

// `vite build --ssr src/prerender/renderPage.tsx` builds the server's page renderer into
// build/prerender: the same plugins for messages and the contract, none of the browser's packaging.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    localeMessages({ precompile: true }),
    contractSkeleton(root),
    browserPhoneCheck(root),
    stripMachineDescriptions(),
    // Assets are compressed once, at the strongest settings, when they are built; the server sends
    // the .br or .gz file as it is (no per-request compression, and the same bytes on every Node).
    // index.html is left out: the server writes the configuration into it.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|txt|woff2?)$/,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
          defineAlgorithm('gzip', { level: zlib.Z_BEST_COMPRESSION }),
        ],
        logLevel: 'silent',
      }),
  ],
  resolve: {
    // Messages arrive precompiled (scripts/vite/localeMessages.ts): no parser in the browser.
    alias: [
      ...pathAliases(root),
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // React's own useSyncExternalStore instead of the shim older packages bring.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.join(root, 'src/shared/react/syncExternalStore.ts'),
      },
    ],
  },
  server: {
    // Same-origin calls in development, exactly as in production behind the Fastify server.
    proxy: Object.fromEntries(
      ['/api', '/auth', '/ask', '/_info'].map((prefix) => [prefix, { target: apiServer, changeOrigin: false }]),
    ),
  },
  build: isSsrBuild
    ? { outDir: 'build/prerender', target: 'node24', emptyOutDir: true, copyPublicDir: false }
    : browserBuild,
}));

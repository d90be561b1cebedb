import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';

/** The API server of `npm run dev` (scripts/dev.ts starts it on this port). */
const apiServer = 'http://127.0.0.1:3001';

/**
 * Ships locales/*.json as precompiled ICU message ASTs, so the browser needs react-intl's runtime
 * but not its message parser (about 8 kB gzip less on every page). The parser is aliased to its
 * no-parser build below; unit tests do not use this config and keep parsing strings at run time.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'post',
    transform(_code, id) {
      if (!/\/locales\/[a-z]{2}\.json(\?.*)?$/.test(id)) return null;
      const file = id.replace(/\?.*$/, '');
      const messages: Record<string, string> = JSON.parse(readFileSync(file, 'utf8'));
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    precompiledMessages(),
    // Assets are compressed once, at the strongest settings, when they are built; the server sends
    // the .br or .gz file as it is (no per-request compression, and the same bytes on every Node).
    // index.html is left out: the server writes the configuration into it.
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
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  server: {
    // Same-origin calls in development, exactly as in production behind the Fastify server.
    proxy: Object.fromEntries(['/api', '/auth', '/ask', '/_info'].map((prefix) => [prefix, { target: apiServer, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 400,
  },
});

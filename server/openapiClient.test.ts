import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, signIn } from './testing/accounts';
import { addBoxes, startOrderTestApp, type OrderTestApp } from './testing/orders';

/**
 * A client generated from our OpenAPI document by a standard tool (openapi-typescript), type-checked
 * with the project's TypeScript and used through openapi-fetch against the running server: the
 * document is only useful if outside tools can build a working, typed client from it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Type-only imports, so the file runs from the temporary folder; openapi-fetch comes in as `create`.
const usage = `
import type createClient from 'openapi-fetch';
import type { components, paths } from './api';

type Schemas = components['schemas'];

export async function run(create: typeof createClient, baseUrl: string, token: string) {
  const api = create<paths>({ baseUrl });

  const list = await api.GET('/api/client/warehouse', { params: { query: { country: 'SVK', limit: 10 } } });
  const warehouses: Schemas['Warehouse'][] | undefined = list.data;
  const first = warehouses?.[0];
  const name: string | undefined = first?.name;
  const freeBoxCount: number | undefined = first?.freeBoxCount;

  const me = await api.GET('/api/client/client-user/current', { headers: { Authorization: \`Bearer \${token}\` } });
  const user: Schemas['ClientUser'] | undefined = me.data;
  const language: Schemas['Language'] | undefined = user?.userLanguage;

  const anonymous = await api.GET('/api/client/client-user/current');
  const error: Schemas['ApiError'] | undefined = anonymous.error;
  const code: Schemas['ErrorCode'] | undefined = error?.code;

  return {
    list: { status: list.response.status, count: warehouses?.length, name, freeBoxCount },
    me: { status: me.response.status, email: user?.email, language },
    anonymous: { status: anonymous.response.status, code },
  };
}

// Never called: what the generated types must refuse.
export function refused(create: typeof createClient) {
  const api = create<paths>();
  // @ts-expect-error there is no such call
  void api.GET('/api/client/no-such-call');
  // @ts-expect-error the query is typed: no such country
  void api.GET('/api/client/warehouse', { params: { query: { country: 'XX' } } });
  return async () => {
    const { data } = await api.GET('/api/client/client-user/current');
    // @ts-expect-error the answer is typed: a client user has no such field
    return data?.noSuchField;
  };
}
`;

let t: OrderTestApp;
let dir: string;
let baseUrl: string;

beforeAll(async () => {
  t = await startOrderTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  dir = await mkdtemp(path.join(tmpdir(), 'openapi-client-'));
  // Packages (openapi-fetch's types) resolve from the temporary folder as from the repository.
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
});

afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a client generated from GET /api/openapi.json', () => {
  it('type-checks, and calls a public and a bearer call with typed answers', async () => {
    const doc = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as OpenAPI3;
    const declarations = astToString(await openapiTS(doc, { silent: true }));
    await writeFile(path.join(dir, 'api.d.ts'), declarations);
    await writeFile(path.join(dir, 'usage.ts'), usage);

    const program = ts.createProgram([path.join(dir, 'usage.ts')], {
      strict: true,
      noEmit: true,
      noUnusedLocals: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
      const where =
        d.file && d.start !== undefined
          ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} `
          : '';
      return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
    });
    expect(diagnostics).toEqual([]);

    await addBoxes(t, { name: 'Typed client warehouse', country: 'SVK' }, [{}, {}]);
    const { email } = await registerConfirmed(t, { language: 'CS' });
    const { token } = await signIn(t, email);

    const { run } = (await import(pathToFileURL(path.join(dir, 'usage.ts')).href)) as {
      run: (
        create: typeof createClient,
        baseUrl: string,
        token: string,
      ) => Promise<Record<string, Record<string, unknown>>>;
    };
    expect(await run(createClient, baseUrl, token)).toEqual({
      list: { status: 200, count: 1, name: 'Typed client warehouse', freeBoxCount: 2 },
      me: { status: 200, email, language: 'CS' },
      anonymous: { status: 401, code: 'unauthorized' },
    });
  });
});

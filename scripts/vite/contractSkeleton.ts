import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { pathAliases } from './aliases';

/** What the browser's ts-rest client reads of a route: how to call it, never its zod schemas. */
interface RouteSkeleton {
  method: string;
  path: string;
  contentType?: string;
  /**
   * Always empty: the browser's client neither validates answers nor refuses a status the route
   * does not declare (`throwOnUnknownStatus` is off; the callers read every status themselves), so
   * the statuses would be bytes nobody reads. The client only lists the keys once.
   */
  responses: Record<string, never>;
}

type Router = { [key: string]: RouteSkeleton | Router };

const isRoute = (value: object): value is { method: string; path: string; contentType?: string; responses: object } =>
  'method' in value && 'path' in value;

/** The contract's routes reduced to method, path, content type and declared statuses. */
export function skeletonOf(router: object): Router {
  return Object.fromEntries(
    Object.entries(router).map(([key, value]: [string, object]) => {
      if (!isRoute(value)) return [key, skeletonOf(value)];
      const route: RouteSkeleton = { method: value.method, path: value.path, responses: {} };
      if (value.contentType) route.contentType = value.contentType;
      return [key, route];
    }),
  );
}

const skeletonPrefix = '\0contract-skeleton:';

/**
 * The browser modules that build a ts-rest client, each with the contract modules it reads routers
 * from and the routers it takes of each.
 */
const clientImports: Record<string, Record<string, { file: string; routers: string[] }>> = {
  'src/shared/api/client.ts': { '@contract/index': { file: 'contract/index.ts', routers: ['customerContract'] } },
  'src/shared/api/shellClient.ts': { '@contract/index': { file: 'contract/index.ts', routers: ['customerContract'] } },
  'src/features/admin/adminApi.ts': {
    '@contract/admin/index': { file: 'contract/admin/index.ts', routers: ['adminContract'] },
  },
  'src/features/warehouses/warehouseApi.ts': {
    '@contract/places': { file: 'contract/places.ts', routers: ['placesContract'] },
    '@contract/warehouse': { file: 'contract/warehouse.ts', routers: ['warehouseContract'] },
  },
};

/**
 * @ts-rest/core builds a zod schema of zod's own errors when it is loaded (ZodErrorSchema, for
 * servers that answer with a validation error). The browser's client never validates, yet that one
 * schema put the whole of zod into every page's first load: the browser build defines it as null and
 * drops the import. Fails the build if the package changes so that the cut no longer fits.
 */
export function withoutZodErrorSchema(code: string): string {
  const zodImport = "import { z } from 'zod';\n";
  const schema = /\nconst ZodErrorSchema = z\.object\(\{[\s\S]*?\n\}\);\n/;
  if (!code.includes(zodImport) || !schema.test(code))
    throw new Error('@ts-rest/core changed: its zod import or ZodErrorSchema is not where contractSkeleton expects it');
  const cut = code.replace(zodImport, '').replace(schema, '\nconst ZodErrorSchema = null;\n');
  if (/\bz\./.test(cut))
    throw new Error('@ts-rest/core uses zod beyond ZodErrorSchema: contractSkeleton cannot drop its import');
  return cut;
}

/**
 * In the browser build the typed API clients (src/shared/api/client.ts, shellClient.ts and the
 * search's warehouseApi.ts) get the contract's routes without their zod schemas: they need only
 * methods and paths (responses are not validated in the browser), and the schemas of every call
 * (with zod, the phone metadata, the postcode and password lists) were a third of each page's
 * JavaScript. Forms load the schema they validate with when they are used. Types are unchanged:
 * the clients are typed from the real contract.
 */
export function contractSkeleton(root: string): Plugin {
  const clients = new Map(Object.entries(clientImports).map(([file, imports]) => [path.join(root, file), imports]));
  const aliases = pathAliases(root);
  return {
    name: 'contract-skeleton',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the real contract first.
    enforce: 'pre',
    // The import arrives as written (`@contract/index`) or already through Vite's alias, as the
    // file's absolute path without its extension: either names the same contract module.
    resolveId(source, importer) {
      const imports = importer ? clients.get(importer) : undefined;
      const target = aliases.reduce((spec, { find, replacement }) => spec.replace(find, replacement), source);
      const imported =
        imports &&
        Object.values(imports).find(
          ({ file }) => path.join(root, file).replace(/\.ts$/, '') === target.replace(/\.ts$/, ''),
        );
      return imported ? skeletonPrefix + JSON.stringify(imported) : null;
    },
    async load(id) {
      if (!id.startsWith(skeletonPrefix)) return null;
      const { file, routers } = JSON.parse(id.slice(skeletonPrefix.length)) as { file: string; routers: string[] };
      const { tsImport } = await import('tsx/esm/api');
      const module = (await tsImport(pathToFileURL(path.join(root, file)).href, import.meta.url)) as Record<
        string,
        object
      >;
      return routers.map((name) => `export const ${name} = ${JSON.stringify(skeletonOf(module[name]))};`).join('\n');
    },
    transform(code, id) {
      if (!id.includes('/node_modules/@ts-rest/core/') || !id.endsWith('.mjs')) return null;
      return { code: withoutZodErrorSchema(code), map: null };
    },
  };
}

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** What the browser's ts-rest client reads of a route: how to call it, never its zod schemas. */
interface RouteSkeleton {
  method: string;
  path: string;
  contentType?: string;
  /** Only the keys: the client asks which statuses a route declares. */
  responses: Record<string, null>;
}

type Router = { [key: string]: RouteSkeleton | Router };

const isRoute = (value: object): value is { method: string; path: string; contentType?: string; responses: object } => 'method' in value && 'path' in value;

/** The contract's routes reduced to method, path, content type and declared statuses. */
export function skeletonOf(router: object): Router {
  return Object.fromEntries(
    Object.entries(router).map(([key, value]: [string, object]) => {
      if (!isRoute(value)) return [key, skeletonOf(value)];
      const route: RouteSkeleton = { method: value.method, path: value.path, responses: Object.fromEntries(Object.keys(value.responses).map((status) => [status, null])) };
      if (value.contentType) route.contentType = value.contentType;
      return [key, route];
    }),
  );
}

const skeletonId = '\0contract-skeleton';

/**
 * In the browser build the typed API clients (src/shared/api/client.ts, shellClient.ts) get the contract's routes
 * without their zod schemas: it needs only methods and paths (responses are not validated in the
 * browser), and the schemas of every call (with zod, the phone metadata, the postcode and password
 * lists) were a third of each page's JavaScript. Screens that validate a form still import the
 * schema they use. Types are unchanged: the client is typed from the real contract.
 */
export function contractSkeleton(root: string): Plugin {
  const clients = ['client.ts', 'shellClient.ts'].map((file) => path.join(root, 'src/shared/api', file));
  return {
    name: 'contract-skeleton',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the real contract first.
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && clients.includes(importer) && source === '../../../contract/index') return skeletonId;
      return null;
    },
    async load(id) {
      if (id !== skeletonId) return null;
      const { tsImport } = await import('tsx/esm/api');
      const { contract } = (await tsImport(pathToFileURL(path.join(root, 'contract/index.ts')).href, import.meta.url)) as { contract: object };
      return `export const contract = ${JSON.stringify(skeletonOf(contract))};`;
    },
  };
}

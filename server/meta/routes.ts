import type { contract } from '@contract/index';
import type { AppContext } from '../config/context';
import type { ApiRoutes } from '../http/registerApi';
import { storeClientError } from '../ops/clientErrors';

type Impl = ApiRoutes<typeof contract.meta>;

export const metaRoutes = ({ db, config }: AppContext): Impl => ({
  appInfo: async () => ({ status: 200, body: { version: config.app.appVersion, build: process.env.BUILD_ID ?? null } }),
  apiInfo: async () => ({ status: 200, body: { version: config.apiVersion, build: process.env.BUILD_ID ?? null } }),
  reportError: async ({ body, request }) => {
    const id = await storeClientError(db, body, request.ip, config.env.CLIENT_ERROR_RETENTION_DAYS);
    return { status: 202, body: { id } };
  },
});

import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from '../contract';

/** The OpenAPI 3 document of the whole contract, built once (it does not change while running). */
export function buildOpenApiDocument(version: string) {
  return generateOpenApi(
    contract,
    {
      info: {
        title: 'Self-storage box rental API',
        version,
        description: 'Every call of the web application. Errors answer `{status, code, detail}`.',
      },
    },
    { setOperationId: 'concatenated-path' },
  );
}

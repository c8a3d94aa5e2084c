import type { TOpenApiDocument } from '@contracts/system/openapi';
import { systemRoutes } from '@contracts/system/routes';
import { loadOnce } from '../../load-once';
import { httpRoute } from '../../middleware/http-route';
import { routes } from '../../routes';
import { openApiDocument } from '../../services/api-reference/openapi-document';

/**
 * Made on the first request of a container and kept (it changes only with a deployment), as the
 * plain JSON it is sent as.
 */
const document = loadOnce(
  async () =>
    JSON.parse(
      JSON.stringify(openApiDocument(routes, { title: 'vCISO Hub API', version: API_VERSION })),
    ) as TOpenApiDocument,
);

/** The API's version in the document: its contracts are what is deployed, so one number. */
const API_VERSION = '1.0.0';

export const getOpenApi = httpRoute(systemRoutes.openApi, {}, async () => document());

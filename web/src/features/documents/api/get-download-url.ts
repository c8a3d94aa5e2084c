import type { DOWNLOAD_VERSIONS } from '@contracts/documents/document';
import { documentRoutes } from '@contracts/documents/routes';
import { callApi } from '@/lib/call-api';

const route = documentRoutes.getDownloadUrl;

/** A link valid for an hour: the original, the signed copy or the certificate, saved or inline. */
export function getDownloadUrl(
  id: string,
  opts: { version?: (typeof DOWNLOAD_VERSIONS)[number]; inline?: boolean } = {},
) {
  return callApi(route, {
    params: { id },
    query: { version: opts.version ?? 'original', ...(opts.inline ? { inline: 'true' } : {}) },
    schema: route.response,
  });
}

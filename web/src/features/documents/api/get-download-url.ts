import { ZDownloadUrl, type DOWNLOAD_VERSIONS } from '@contracts/documents/document';
import { apiFetch } from '@/lib/api-client';
import { documentKey } from './get-document';

/** A link valid for an hour: the original, the signed copy or the certificate, saved or inline. */
export function getDownloadUrl(
  id: string,
  opts: { version?: (typeof DOWNLOAD_VERSIONS)[number]; inline?: boolean } = {},
) {
  const query = new URLSearchParams({
    version: opts.version ?? 'original',
    ...(opts.inline ? { inline: 'true' } : {}),
  });
  return apiFetch(`${documentKey(id)}/download-url?${query}`, { schema: ZDownloadUrl });
}

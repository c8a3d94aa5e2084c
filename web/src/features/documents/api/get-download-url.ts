import { ZDownloadUrl } from '@contracts/documents/document';
import { apiFetch } from '@/lib/api-client';
import { documentKey } from './get-document';

/** A link valid for an hour: the original or the signed copy, saved or shown inline. */
export function getDownloadUrl(
  id: string,
  opts: { version?: 'original' | 'signed'; inline?: boolean } = {},
) {
  const query = new URLSearchParams({
    version: opts.version ?? 'original',
    ...(opts.inline ? { inline: 'true' } : {}),
  });
  return apiFetch(`${documentKey(id)}/download-url?${query}`, { schema: ZDownloadUrl });
}

import { fetchFileBytes } from '@/components/document-viewer';
import { getDownloadUrl } from '../api/get-download-url';

/**
 * The original file's bytes for the in-app viewer and the CSV preview: a fresh short-lived inline
 * link from the API, then the file itself. The document is private, so nothing outside the app
 * ever reads it.
 */
export async function originalBytes(documentId: string): Promise<ArrayBuffer> {
  const { url } = await getDownloadUrl(documentId, { version: 'original', inline: true });
  return fetchFileBytes(url);
}

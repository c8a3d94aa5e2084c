import type { TCreateDocumentParsed } from '@contracts/documents/document';
import { documentRoutes } from '@contracts/documents/routes';
import { callApi } from '@/lib/call-api';

const { createDocument, completeUpload: complete } = documentRoutes;

/** Reserves the document; the answer says where and how to send the file. */
export const reserveDocument = (input: TCreateDocumentParsed) =>
  callApi(createDocument, { body: input, schema: createDocument.response });

/** Asks the server to check the stored file and make the document a draft. */
export const completeUpload = (id: string) =>
  callApi(complete, { params: { id }, schema: complete.response });

/**
 * Sends the file straight to storage with the presigned request, reporting progress as a
 * fraction from 0 to 1. XMLHttpRequest, since fetch reports no upload progress.
 */
export function putFile(
  target: { url: string; headers: Record<string, string> },
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', target.url);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(`The file could not be stored (${xhr.status})`));
    xhr.onerror = () => reject(new Error('The file could not be sent. Check your connection.'));
    xhr.onabort = () => reject(new Error('The upload was cancelled'));
    xhr.send(file);
  });
}

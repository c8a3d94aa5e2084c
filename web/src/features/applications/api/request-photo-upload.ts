import {
  photoMessages,
  type TPhotoUpload,
  type TPhotoUploadRequest,
} from '@contracts/applications/photo';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/** Asks where to upload the applicant's photo: a presigned PUT and the path to send. */
export const requestPhotoUpload = (photo: TPhotoUploadRequest) =>
  callApi(applicationRoutes.requestPhotoUpload, {
    body: photo,
    schema: applicationRoutes.requestPhotoUpload.response,
  });

/**
 * Sends the photo straight to storage with exactly the presigned request's headers (the storage
 * link carries its own signature, so no sign-in header goes with it).
 */
export async function putPhoto(upload: TPhotoUpload['upload'], photo: Blob): Promise<void> {
  let response: Response;
  try {
    response = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: photo });
  } catch {
    throw new Error(`${photoMessages.uploadFailed}. Check your connection and try again.`);
  }
  if (!response.ok) throw new Error(`${photoMessages.uploadFailed} (${response.status})`);
}

import {
  PHOTO_EXTENSIONS,
  type TPhotoUpload,
  type TPhotoUploadRequest,
} from '@contracts/applications/photo';
import type { Clock } from '../../ports/clock';
import { stagedKeyOf, type FileStore } from '../../ports/file-store';

/** Long enough to send 5 MB on a slow line; the form asks right before it uploads. */
export const PHOTO_UPLOAD_SECONDS = 600;

/**
 * Where the browser uploads an applicant's photo (spec §7: `{userId}/{timestamp}.{ext}` in the
 * photos bucket): a presigned PUT for exactly that key's staged key, content type and size, so
 * nothing else can be sent. The answer names the final key; the submission checks the staged
 * object and writes the checked bytes there (photo-check.ts), so a photo never submitted stays
 * staged until the upload sweep deletes it, and the URL cannot replace a submitted photo.
 */
export async function requestPhotoUpload(
  deps: { clock: Clock; photos: Pick<FileStore, 'presignPut'> },
  input: { sub: string; photo: Required<TPhotoUploadRequest> },
): Promise<TPhotoUpload> {
  const now = deps.clock.now();
  const key = `${input.sub}/${now.getTime()}.${PHOTO_EXTENSIONS[input.photo.contentType]}`;
  const url = await deps.photos.presignPut({
    key: stagedKeyOf(key),
    contentType: input.photo.contentType,
    contentLength: input.photo.size,
    expiresInSeconds: PHOTO_UPLOAD_SECONDS,
  });
  return {
    photoUrl: key,
    upload: {
      url,
      headers: { 'Content-Type': input.photo.contentType },
      expiresAt: new Date(now.getTime() + PHOTO_UPLOAD_SECONDS * 1000).toISOString(),
    },
  };
}

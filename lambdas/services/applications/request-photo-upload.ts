import {
  PHOTO_EXTENSIONS,
  type TPhotoUpload,
  type TPhotoUploadRequest,
} from '@contracts/applications/photo';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';

/** Long enough to send 5 MB on a slow line; the form asks right before it uploads. */
export const PHOTO_UPLOAD_SECONDS = 600;

/**
 * Where the browser uploads an applicant's photo (spec §7: `{userId}/{timestamp}.{ext}` in the
 * photos bucket): a presigned PUT for exactly that key, content type and size, so nothing else
 * can be sent. The submission checks the stored object again (photo-check.ts).
 */
export async function requestPhotoUpload(
  deps: { clock: Clock; photos: Pick<FileStore, 'presignPut'> },
  input: { sub: string; photo: Required<TPhotoUploadRequest> },
): Promise<TPhotoUpload> {
  const now = deps.clock.now();
  const key = `${input.sub}/${now.getTime()}.${PHOTO_EXTENSIONS[input.photo.contentType]}`;
  const url = await deps.photos.presignPut({
    key,
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

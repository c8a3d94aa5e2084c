import * as z from 'zod';
import { fileSize, ZPresignedUpload } from '../uploads';

/**
 * Applicant photos (spec §5 Photo, §7 Storage): images only, at most 5 MB, uploaded by the
 * browser straight to the photos bucket under `{userId}/{timestamp}.{ext}`. The bucket is
 * private; `photoUrl` carries that storage path and screeners see it through a presigned link.
 */

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TPhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];
export const PHOTO_EXTENSIONS: Record<TPhotoContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
/** The file input's `accept`. */
export const PHOTO_ACCEPT = PHOTO_CONTENT_TYPES.join(',');

export const photoMessages = {
  /** The toast's title for a photo over the limit (spec §8). */
  tooLargeTitle: 'File too large',
  tooLarge: 'Photo must be less than 5MB',
  type: 'Photo must be a JPG, PNG or WEBP image',
  empty: 'The photo file is empty',
  path: 'Upload the photo again',
  notUploaded: 'The photo has not been uploaded yet; please choose it again',
  uploadFailed: 'Photo upload failed',
} as const;

/** `{userId}/{timestamp}.{ext}` (spec §7). */
export const PHOTO_PATH = /^[A-Za-z0-9-]{1,64}\/\d{10,16}\.(jpg|png|webp)$/;

/** The photo path of a submission: null when there is none ('' reads as none). */
export const ZPhotoPath = z
  .union([z.literal(''), z.null(), z.string().trim().regex(PHOTO_PATH, photoMessages.path)], {
    error: photoMessages.path,
  })
  .optional()
  .transform((v) => v || null);

/** `POST /api/applications/photos`: what the browser is about to upload. */
export const ZPhotoUploadRequest = z.object(
  {
    contentType: z.enum(PHOTO_CONTENT_TYPES, photoMessages.type),
    size: fileSize(MAX_PHOTO_BYTES, photoMessages),
  },
  photoMessages.type,
);
export type TPhotoUploadRequest = z.input<typeof ZPhotoUploadRequest>;

/** The answer: PUT the file to `upload.url` with exactly these headers, then send `photoUrl`. */
export const ZPhotoUpload = z.object({
  photoUrl: z.string(),
  upload: ZPresignedUpload,
});
export type TPhotoUpload = z.infer<typeof ZPhotoUpload>;

/** The check the browser makes before asking (the server checks again, and the object too). */
export function photoProblem(file: { type: string; size: number }): string | undefined {
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) return photoMessages.type;
  if (file.size > MAX_PHOTO_BYTES) return photoMessages.tooLarge;
  if (file.size < 1) return photoMessages.empty;
  return undefined;
}

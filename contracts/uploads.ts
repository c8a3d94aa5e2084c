import * as z from 'zod';

/** A presigned upload: PUT the file to `url` with exactly these headers before `expiresAt`. */
export const ZPresignedUpload = z.object({
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type TPresignedUpload = z.infer<typeof ZPresignedUpload>;

import * as z from 'zod';

/** A presigned upload: PUT the file to `url` with exactly these headers before `expiresAt`. */
export const ZPresignedUpload = z.object({
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type TPresignedUpload = z.infer<typeof ZPresignedUpload>;

/**
 * A file's declared size in bytes: a whole number, not empty (`empty`), at most `max` (`tooLarge`);
 * anything but a number is `invalid`, by default the same as empty.
 */
export const fileSize = (
  max: number,
  messages: { empty: string; tooLarge: string },
  invalid = messages.empty,
) => z.number(invalid).int().min(1, messages.empty).max(max, messages.tooLarge);

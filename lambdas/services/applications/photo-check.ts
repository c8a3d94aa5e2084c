import { MAX_PHOTO_BYTES, photoMessages } from '@contracts/applications/photo';
import { badRequest } from '../../errors';
import type { FileStore } from '../../ports/file-store';

/** The first bytes each accepted image type starts with. */
const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  webp: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
};

const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, to));

/**
 * The server's own check of a submitted photo (spec §5: images only, at most 5 MB): the path is
 * the caller's, the object is there, within the limit, and its bytes are the image type its name
 * says. A photo that fails is deleted, and the submission refused with the reason.
 */
export async function checkPhoto(
  photos: Pick<FileStore, 'get' | 'delete'>,
  sub: string,
  path: string,
): Promise<void> {
  if (!path.startsWith(`${sub}/`))
    throw badRequest(photoMessages.path, { photo_url: photoMessages.path });
  const stored = await photos.get(path);
  if (!stored)
    throw badRequest(photoMessages.notUploaded, { photo_url: photoMessages.notUploaded });
  const problem =
    stored.body.byteLength > MAX_PHOTO_BYTES
      ? photoMessages.tooLarge
      : stored.body.byteLength === 0
        ? photoMessages.empty
        : SIGNATURES[path.split('.').pop() ?? '']?.(stored.body)
          ? undefined
          : photoMessages.type;
  if (problem) {
    await photos.delete(path);
    throw badRequest(problem, { photo_url: problem });
  }
}

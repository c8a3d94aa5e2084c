import {
  MAX_PHOTO_BYTES,
  PHOTO_CONTENT_TYPES,
  PHOTO_EXTENSIONS,
  photoMessages,
} from '@contracts/applications/photo';
import { badRequest } from '../../errors';
import { stagedKeyOf, type FileStore } from '../../ports/file-store';

/** The first bytes each accepted image type starts with. */
const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  webp: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
};

const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, to));

/** A photo that passed the check, and the steps of attaching it to the submission. */
export interface CheckedPhoto {
  /** Writes the bytes checked to the photo's own key, which no upload URL names. */
  store(): Promise<void>;
  /** The submission is stored: the staged upload goes (one left behind is the upload sweep's). */
  settle(): Promise<void>;
  /** The submission was refused after `store`: the photo goes, the staged upload stays for a retry. */
  withdraw(): Promise<void>;
}

/**
 * The server's own check of a submitted photo (spec §5: images only, at most 5 MB): the path is
 * the caller's, the browser's upload is staged for it, within the limit, and its bytes are the
 * image type its name says. A photo that fails is deleted, and the submission refused with the
 * reason.
 */
export async function checkPhoto(
  photos: Pick<FileStore, 'get' | 'put' | 'delete'>,
  sub: string,
  path: string,
): Promise<CheckedPhoto> {
  if (!path.startsWith(`${sub}/`))
    throw badRequest(photoMessages.path, { photoUrl: photoMessages.path });
  const staged = stagedKeyOf(path);
  const stored = await photos.get(staged);
  if (!stored) throw badRequest(photoMessages.notUploaded, { photoUrl: photoMessages.notUploaded });
  const extension = path.split('.').pop() ?? '';
  const problem =
    stored.body.byteLength > MAX_PHOTO_BYTES
      ? photoMessages.tooLarge
      : stored.body.byteLength === 0
        ? photoMessages.empty
        : SIGNATURES[extension]?.(stored.body)
          ? undefined
          : photoMessages.type;
  if (problem) {
    await photos.delete(staged);
    throw badRequest(problem, { photoUrl: problem });
  }
  const contentType = PHOTO_CONTENT_TYPES.find((type) => PHOTO_EXTENSIONS[type] === extension);
  return {
    store: () =>
      photos.put({ key: path, body: stored.body, contentType: contentType ?? 'image/jpeg' }),
    settle: () => photos.delete(staged).catch(() => undefined),
    withdraw: () => photos.delete(path),
  };
}

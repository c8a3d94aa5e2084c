import { describe, expect, it } from 'vitest';
import { photoMessages } from '@contracts/applications/photo';
import { stagedKeyOf } from '../../../../../lambdas/ports/file-store';
import { checkPhoto } from '../../../../../lambdas/services/applications/photo-check';
import { rejection } from '../../support/rejection';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const path = 'sub-1/1700000000000.png';

function memoryPhotos() {
  const objects = new Map<string, { body: Uint8Array; contentType?: string }>();
  return {
    objects,
    async get(key: string) {
      return objects.get(key);
    },
    async put(o: { key: string; body: Uint8Array | string; contentType: string }) {
      const body = typeof o.body === 'string' ? new TextEncoder().encode(o.body) : o.body;
      objects.set(o.key, { body, contentType: o.contentType });
    },
    async delete(key: string) {
      objects.delete(key);
    },
  };
}

describe('checkPhoto', () => {
  it('reads the staged upload and writes nothing before the submission is stored', async () => {
    const photos = memoryPhotos();
    await photos.put({ key: stagedKeyOf(path), body: PNG, contentType: 'image/png' });
    const photo = await checkPhoto(photos, 'sub-1', path);
    expect(photos.objects.has(path)).toBe(false);

    await photo.store();
    expect(photos.objects.get(path)).toEqual({ body: PNG, contentType: 'image/png' });
    await photo.settle();
    expect([...photos.objects.keys()]).toEqual([path]);
  });

  it('keeps the staged upload for a retry when the submission is refused', async () => {
    const photos = memoryPhotos();
    await photos.put({ key: stagedKeyOf(path), body: PNG, contentType: 'image/png' });
    const photo = await checkPhoto(photos, 'sub-1', path);
    await photo.store();
    await photo.withdraw();
    expect([...photos.objects.keys()]).toEqual([stagedKeyOf(path)]);
  });

  it('refuses a photo whose upload is not staged, even if its final key holds one', async () => {
    const photos = memoryPhotos();
    await photos.put({ key: path, body: PNG, contentType: 'image/png' });
    expect(await rejection(checkPhoto(photos, 'sub-1', path))).toEqual({
      status: 400,
      message: photoMessages.notUploaded,
    });
  });

  it('deletes a staged upload that is not the image its name says', async () => {
    const photos = memoryPhotos();
    const text = new TextEncoder().encode('<svg/>');
    await photos.put({ key: stagedKeyOf(path), body: text, contentType: 'image/png' });
    expect(await rejection(checkPhoto(photos, 'sub-1', path))).toEqual({
      status: 400,
      message: photoMessages.type,
    });
    expect(photos.objects.size).toBe(0);
  });
});

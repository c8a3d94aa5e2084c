import { useCallback, useRef } from 'react';
import type { TPhotoContentType } from '@contracts/applications/photo';
import { putPhoto, requestPhotoUpload } from '../api/request-photo-upload';

/**
 * Uploads the chosen photo (spec §7 Storage: presign, then PUT) and answers the path to send as
 * `photoUrl`. A photo already uploaded by an earlier attempt is not sent again, so a retried
 * submission carries the same path.
 */
export function usePhotoUpload() {
  const uploaded = useRef<{ file: File; photoUrl: string } | null>(null);
  return useCallback(async (file: File | null): Promise<string | null> => {
    if (!file) return null;
    if (uploaded.current?.file === file) return uploaded.current.photoUrl;
    const { photoUrl, upload } = await requestPhotoUpload({
      contentType: file.type as TPhotoContentType,
      size: file.size,
    });
    await putPhoto(upload, file);
    uploaded.current = { file, photoUrl };
    return photoUrl;
  }, []);
}

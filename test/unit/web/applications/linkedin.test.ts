import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@contracts/applications/photo';
import {
  linkedInProfile,
  pictureFile,
} from '../../../../web/src/features/applications/lib/linkedin-profile';
import {
  APPLY_CISO_PATH,
  forgetLinkedInReturn,
  LINKEDIN_PREFILL_STATE,
  LINKEDIN_RETURN_KEY,
  LINKEDIN_RETURN_TTL_MS,
  linkedInReturnPending,
  rememberLinkedInReturn,
  wantsLinkedInPrefill,
} from '../../../../web/src/features/applications/lib/linkedin-return';
import { memoryStorage } from '../../../support/web/memory-storage';

describe('the LinkedIn return to the professional form', () => {
  const now = Date.UTC(2026, 0, 5, 9, 0);

  it('is pending once the form noted it, until it is forgotten', () => {
    const storage = memoryStorage();
    expect(linkedInReturnPending(storage, now)).toBe(false);
    rememberLinkedInReturn(storage, now);
    expect(storage.items.get(LINKEDIN_RETURN_KEY)).toBe(String(now));
    expect(linkedInReturnPending(storage, now + 1000)).toBe(true);
    forgetLinkedInReturn(storage);
    expect(linkedInReturnPending(storage, now + 1000)).toBe(false);
  });

  it('no longer steers a sign-in after 15 minutes', () => {
    const storage = memoryStorage();
    rememberLinkedInReturn(storage, now);
    expect(LINKEDIN_RETURN_TTL_MS).toBe(15 * 60 * 1000);
    expect(linkedInReturnPending(storage, now + LINKEDIN_RETURN_TTL_MS)).toBe(true);
    expect(linkedInReturnPending(storage, now + LINKEDIN_RETURN_TTL_MS + 1)).toBe(false);
  });

  it('ignores a note from the future or one it did not write', () => {
    const storage = memoryStorage();
    rememberLinkedInReturn(storage, now);
    expect(linkedInReturnPending(storage, now - 1)).toBe(false);
    storage.setItem(LINKEDIN_RETURN_KEY, 'yes');
    expect(linkedInReturnPending(storage, now)).toBe(false);
  });

  it('goes back to /apply-ciso with the request to fill the form', () => {
    expect(APPLY_CISO_PATH).toBe('/apply-ciso');
    expect(wantsLinkedInPrefill(LINKEDIN_PREFILL_STATE)).toBe(true);
    expect(wantsLinkedInPrefill(null)).toBe(false);
    expect(wantsLinkedInPrefill({ linkedInPrefill: 'true' })).toBe(false);
    expect(wantsLinkedInPrefill(undefined)).toBe(false);
  });
});

describe('the LinkedIn profile', () => {
  it('takes the name, e-mail and an https picture', () => {
    expect(
      linkedInProfile({
        name: ' Ada Lovelace ',
        given_name: 'Ada',
        family_name: 'King',
        email: 'ada@example.com',
        picture: 'https://media.licdn.com/dms/image/ada.jpg',
      }),
    ).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      pictureUrl: 'https://media.licdn.com/dms/image/ada.jpg',
    });
  });

  it('builds the name from its parts when there is no full name', () => {
    expect(linkedInProfile({ given_name: 'Ada', family_name: 'Lovelace' }).fullName).toBe(
      'Ada Lovelace',
    );
    expect(linkedInProfile({ given_name: 'Ada' }).fullName).toBe('Ada');
    expect(linkedInProfile({ name: '  ', family_name: 'Lovelace' }).fullName).toBe('Lovelace');
  });

  it('leaves out what is missing, a picture that is not https, and cuts a long name', () => {
    expect(linkedInProfile({})).toEqual({ fullName: '', email: '', pictureUrl: null });
    expect(linkedInProfile({ picture: 'http://media.licdn.com/a.jpg' }).pictureUrl).toBeNull();
    expect(linkedInProfile({ picture: 'javascript:alert(1)' }).pictureUrl).toBeNull();
    expect(linkedInProfile({ name: 'x'.repeat(150) }).fullName).toHaveLength(100);
  });
});

describe('the LinkedIn picture as the photo', () => {
  it('becomes a photo file of its image type', () => {
    const file = pictureFile(new Blob([new Uint8Array(2048)], { type: 'image/jpeg' }));
    expect(file).toBeInstanceOf(File);
    expect(file?.name).toBe('linkedin-photo.jpg');
    expect(file?.type).toBe('image/jpeg');
    expect(file?.size).toBe(2048);
    expect(pictureFile(new Blob([new Uint8Array(5)], { type: 'image/png' }))?.name).toBe(
      'linkedin-photo.png',
    );
  });

  it('is left out when it is not an accepted image or is too large', () => {
    expect(pictureFile(new Blob(['<svg/>'], { type: 'image/svg+xml' }))).toBeNull();
    expect(pictureFile(new Blob([], { type: 'image/jpeg' }))).toBeNull();
    expect(
      pictureFile(new Blob([new Uint8Array(MAX_PHOTO_BYTES + 1)], { type: 'image/webp' })),
    ).toBeNull();
  });
});

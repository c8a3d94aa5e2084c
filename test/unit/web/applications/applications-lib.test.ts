import { describe, expect, it } from 'vitest';
import { CERTIFICATIONS } from '@contracts/applications/options';
import { MAX_PHOTO_BYTES, photoMessages } from '@contracts/applications/photo';
import { attemptKeys } from '../../../../web/src/features/applications/lib/attempt-key';
import { selectionSummary, toggleChoice } from '../../../../web/src/lib/choices';
import { characterCount, fileSize } from '../../../../web/src/features/applications/lib/format';
import {
  authRequiredNotice,
  photoNotice,
  submissionFailure,
  testingModeNotice,
} from '../../../../web/src/features/applications/lib/notices';
import { emailOfUser } from '../../../../web/src/features/applications/lib/user-email';

describe('multi-select chips', () => {
  const options = ['CISSP', 'CISM', 'CISA', 'CRISC'] as const;

  it('adds an option that is not chosen and removes one that is', () => {
    expect(toggleChoice(options, [], 'CISM')).toEqual(['CISM']);
    expect(toggleChoice(options, ['CISM', 'CISA'], 'CISM')).toEqual(['CISA']);
    expect(toggleChoice(options, ['CISM'], 'CISM')).toEqual([]);
  });

  it('keeps the option list order, however the chips were pressed', () => {
    let chosen: (typeof options)[number][] = [];
    for (const pressed of ['CRISC', 'CISSP', 'CISA'] as const)
      chosen = toggleChoice(options, chosen, pressed);
    expect(chosen).toEqual(['CISSP', 'CISA', 'CRISC']);
  });

  it('drops values that are not options and never repeats one', () => {
    expect(toggleChoice(CERTIFICATIONS, ['CISM', 'CISM'], 'CISSP')).toEqual(['CISSP', 'CISM']);
  });

  it('summarises the selection, or shows the hint while none is chosen', () => {
    expect(selectionSummary(0, 'Choose all that apply')).toBe('Choose all that apply');
    expect(selectionSummary(3, 'Choose all that apply')).toBe('3 selected');
  });
});

describe('idempotency key of a submission attempt', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('keeps the key while the same body is sent again (a double click, a retry)', () => {
    const keyFor = attemptKeys(counter());
    const body = { fullName: 'Ada', certifications: ['CISM'] };
    expect(keyFor(body)).toBe('key-1');
    expect(keyFor({ ...body })).toBe('key-1');
  });

  it('starts a new attempt when the body changes', () => {
    const keyFor = attemptKeys(counter());
    expect(keyFor({ fullName: 'Ada' })).toBe('key-1');
    expect(keyFor({ fullName: 'Ada L.' })).toBe('key-2');
    expect(keyFor({ fullName: 'Ada' })).toBe('key-3');
  });

  it('gives each form its own keys', () => {
    const newKey = counter();
    const a = attemptKeys(newKey);
    const b = attemptKeys(newKey);
    expect(a({ x: 1 })).not.toBe(b({ x: 1 }));
  });
});

describe('submission toasts (spec §6, §8)', () => {
  it('tells a signed-out visitor that the form passed but was not sent', () => {
    expect(testingModeNotice).toEqual({
      title: 'Testing Mode',
      description: 'Authentication required to submit. Form validation passed!',
    });
    expect(authRequiredNotice).toEqual({
      title: 'Authentication Required',
      description: 'Please sign in to submit your application',
    });
  });

  it("shows a failure with the error's message", () => {
    expect(submissionFailure(new Error('You have already applied'))).toEqual({
      title: 'Submission Failed',
      description: 'You have already applied',
    });
  });

  it('falls back to "Please try again later" when there is no message worth showing', () => {
    const fallback = { title: 'Submission Failed', description: 'Please try again later' };
    expect(submissionFailure(undefined)).toEqual(fallback);
    expect(submissionFailure('boom')).toEqual(fallback);
    expect(submissionFailure(new Error('  '))).toEqual(fallback);
    const shape = Object.assign(new Error('[{"code":"invalid_type"}]'), { name: 'ZodError' });
    expect(submissionFailure(shape)).toEqual(fallback);
    expect(submissionFailure(null, 'Something else').description).toBe('Something else');
  });
});

describe('choosing a photo (spec §5, §8)', () => {
  it('keeps a JPG, PNG or WEBP image of up to 5 MB', () => {
    expect(photoNotice({ type: 'image/jpeg', size: MAX_PHOTO_BYTES })).toBeUndefined();
    expect(photoNotice({ type: 'image/webp', size: 1 })).toBeUndefined();
  });

  it('refuses a photo over 5 MB as "File too large"', () => {
    expect(photoNotice({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toEqual({
      title: 'File too large',
      description: 'Photo must be less than 5MB',
    });
  });

  it('refuses other file types and empty files with their messages', () => {
    expect(photoNotice({ type: 'application/pdf', size: 10 })?.description).toBe(
      photoMessages.type,
    );
    expect(photoNotice({ type: 'image/png', size: 0 })?.description).toBe(photoMessages.empty);
  });
});

describe('formatting', () => {
  it('shows a file size in KB or MB', () => {
    expect(fileSize(200)).toBe('1 KB');
    expect(fileSize(300 * 1024)).toBe('300 KB');
    expect(fileSize(MAX_PHOTO_BYTES)).toBe('5.0 MB');
    expect(fileSize(1.44 * 1024 * 1024)).toBe('1.4 MB');
  });

  it('counts characters against the limit', () => {
    expect(characterCount(0, 2000)).toBe('0 / 2,000 characters');
    expect(characterCount(1234, 3000)).toBe('1,234 / 3,000 characters');
  });
});

describe("the signed-in user's e-mail for a form", () => {
  it('is used only when it is an address', () => {
    expect(emailOfUser('ada@example.com')).toBe('ada@example.com');
    expect(emailOfUser('LinkedIn_abc123')).toBe('');
    expect(emailOfUser('')).toBe('');
    expect(emailOfUser(undefined)).toBe('');
  });
});

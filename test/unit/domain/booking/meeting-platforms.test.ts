import { describe, expect, it } from 'vitest';
import { bookingTarget, linkPlatforms } from '@domain/booking/meeting-platforms';

const google = { id: 'g', provider: 'google' as const };
const google2 = { id: 'g2', provider: 'google' as const };
const microsoft = { id: 'm', provider: 'microsoft' as const };

describe('linkPlatforms', () => {
  it('offers a platform only where its provider’s calendar is connected', () => {
    expect(linkPlatforms([])).toEqual([]);
    expect(linkPlatforms([{ provider: 'local' }])).toEqual([]);
    expect(linkPlatforms([google])).toEqual(['google_meet']);
    expect(linkPlatforms([microsoft])).toEqual(['teams']);
    expect(linkPlatforms([microsoft, google, google2])).toEqual(['google_meet', 'teams']);
  });
});

describe('bookingTarget', () => {
  it('writes a platform’s booking to its provider’s calendar, the primary when it is one', () => {
    expect(bookingTarget([google, microsoft], 'g', 'teams')).toBe(microsoft);
    expect(bookingTarget([google, google2, microsoft], 'g2', 'google_meet')).toBe(google2);
    expect(bookingTarget([google, google2, microsoft], 'm', 'google_meet')).toBe(google);
  });

  it('finds none for a platform whose provider is not connected', () => {
    expect(bookingTarget([google], 'g', 'teams')).toBeUndefined();
    expect(bookingTarget([], undefined, 'google_meet')).toBeUndefined();
  });

  it('without a platform, writes to the primary, else the oldest', () => {
    expect(bookingTarget([google, microsoft], 'm', null)).toBe(microsoft);
    expect(bookingTarget([google, microsoft], undefined, undefined)).toBe(google);
    expect(bookingTarget([], undefined, null)).toBeUndefined();
  });
});

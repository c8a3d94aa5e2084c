import { describe, expect, it } from 'vitest';
import {
  inviteLocation,
  locationMessages,
  locationProblem,
  locationText,
  normalLocationValue,
  offeredChoice,
} from '@domain/booking/meeting-location';

describe('locationProblem', () => {
  it('takes an address up to 300 characters, and none blank', () => {
    expect(locationProblem('in_person', '1 Example Street, London')).toBeNull();
    expect(locationProblem('in_person', 'a'.repeat(300))).toBeNull();
    expect(locationProblem('in_person', 'a'.repeat(301))).toBe(locationMessages.addressTooLong);
    expect(locationProblem('in_person', '')).toBe(locationMessages.addressRequired);
  });

  it('takes a phone number of 5 to 15 digits written with + - . ( ) and spaces', () => {
    expect(locationProblem('phone', '+44 20 7946 0000')).toBeNull();
    expect(locationProblem('phone', '(555) 010-4477')).toBeNull();
    expect(locationProblem('phone', '')).toBe(locationMessages.phoneRequired);
    expect(locationProblem('phone', '1234')).toBe(locationMessages.phoneInvalid);
    expect(locationProblem('phone', '+1 234 567 890 123 456')).toBe(locationMessages.phoneInvalid);
    expect(locationProblem('phone', 'call me')).toBe(locationMessages.phoneInvalid);
    expect(locationProblem('phone', '020 7946 0000 ext 12')).toBe(locationMessages.phoneInvalid);
    expect(locationProblem('phone', '44+20 7946 0000')).toBe(locationMessages.phoneInvalid);
  });

  it('takes only a full https link to a named host as a video link', () => {
    expect(locationProblem('video_link', 'https://meet.example.com/abc-defg')).toBeNull();
    expect(locationProblem('video_link', '')).toBe(locationMessages.videoLinkRequired);
    for (const bad of [
      'http://meet.example.com/abc',
      'meet.example.com/abc',
      'javascript:alert(1)',
      'https://localhost/room',
      'https://user:secret@meet.example.com/abc',
      'https://meet.example.com/a b',
    ])
      expect(locationProblem('video_link', bad), bad).toBe(locationMessages.videoLinkInvalid);
    expect(locationProblem('video_link', `https://meet.example.com/${'a'.repeat(500)}`)).toBe(
      locationMessages.videoLinkTooLong,
    );
  });
});

describe('how a location reads', () => {
  it('is stored on one line, trimmed', () => {
    expect(normalLocationValue('  1 Example Street\n  London  ')).toBe('1 Example Street London');
  });

  it('names its kind in mails, and gives calendar apps the place itself', () => {
    const address = { kind: 'in_person' as const, value: '1 Example Street' };
    const phone = { kind: 'phone' as const, value: '+44 20 7946 0000' };
    const link = { kind: 'video_link' as const, value: 'https://meet.example.com/abc' };
    expect(locationText(address)).toBe('In person, 1 Example Street');
    expect(locationText(phone)).toBe('Phone call, +44 20 7946 0000');
    expect(inviteLocation(address)).toBe('1 Example Street');
    expect(inviteLocation(phone)).toBe('Phone call, +44 20 7946 0000');
    expect(inviteLocation(link)).toBe('https://meet.example.com/abc');
  });
});

describe('offeredChoice', () => {
  it('offers no platform on a page with a host location, only its kind', () => {
    const location = { kind: 'phone' as const, value: '+44 20 7946 0000' };
    expect(offeredChoice(location, ['google_meet'])).toEqual({
      locationKind: 'phone',
      platforms: [],
    });
  });

  it('offers the linked platforms on a page without one', () => {
    expect(offeredChoice(null, ['google_meet', 'teams'])).toEqual({
      locationKind: null,
      platforms: ['google_meet', 'teams'],
    });
    expect(offeredChoice(null, [])).toEqual({ locationKind: null, platforms: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { matchZone, zoneChoices } from '../../../../web/src/features/booking/lib/visitor-zone';
import {
  bookedMeetingFile,
  bookedMeetingFileName,
  manageBookingPath,
} from '../../../../web/src/features/booking/lib/booked-meeting';

describe('matchZone', () => {
  const zones = zoneChoices('UTC');

  it('takes a whole zone name in any case, spaces for underscores', () => {
    expect(matchZone(zones, 'america/new york')).toBe('America/New_York');
    expect(matchZone(zones, '  Europe/Paris ')).toBe('Europe/Paris');
    expect(matchZone(zones, 'utc')).toBe('UTC');
  });

  it('takes a city that one zone alone ends with', () => {
    expect(matchZone(zones, 'tokyo')).toBe('Asia/Tokyo');
    expect(matchZone(zones, 'New York')).toBe('America/New_York');
  });

  it('names nothing for part of a name, an unknown place or blank text', () => {
    expect(matchZone(zones, 'Europe/Par')).toBeUndefined();
    expect(matchZone(zones, 'Atlantis')).toBeUndefined();
    expect(matchZone(zones, '   ')).toBeUndefined();
    // Two zones end with the same city: neither is guessed.
    expect(matchZone(['America/Indiana/Knox', 'Europe/Knox'], 'knox')).toBeUndefined();
  });
});

describe('the booked meeting as a calendar file', () => {
  it('holds the meeting under the mailed invite’s UID, in UTC, with CRLF line ends', async () => {
    const text = await bookedMeetingFile(
      {
        id: 'm-1',
        startTime: '2026-03-11T09:30:00.000Z',
        endTime: '2026-03-11T10:00:00.000Z',
        bookingPageName: 'Intro call',
      },
      'Microsoft Teams',
      new Date('2026-03-01T12:00:00.000Z'),
    );
    expect(text).toContain('UID:m-1@vcisohub');
    expect(text).toContain('DTSTART:20260311T093000Z');
    expect(text).toContain('DTEND:20260311T100000Z');
    expect(text).toContain('SUMMARY:Intro call');
    expect(text).toContain('LOCATION:Microsoft Teams');
    expect(text).not.toContain('METHOD:');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });

  it('is named after the page', () => {
    expect(bookedMeetingFileName('Intro Call: Q&A 2026')).toBe('intro-call-qa-2026.ics');
    expect(bookedMeetingFileName('Café rencontre')).toBe('cafe-rencontre.ics');
    expect(bookedMeetingFileName('!!!')).toBe('meeting.ics');
  });
});

describe('the manage-booking link', () => {
  it('carries the token after #, where no server sees it', () => {
    expect(manageBookingPath('Ab3_-xyz')).toBe('/book/cancel#Ab3_-xyz');
  });
});

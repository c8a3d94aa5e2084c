import { describe, expect, it } from 'vitest';
import { emptyEventForm } from '../../../../web/src/features/booking-pages/lib/event-form';
import { placeMeetings } from '../../../../web/src/features/booking-pages/lib/meeting-layout';
import { meetingTimeText } from '../../../../web/src/features/booking-pages/lib/meeting-text';
import {
  nowIn,
  weekDays,
  weekFromParam,
  weekParam,
  weekRange,
  weekStartOf,
} from '../../../../web/src/features/booking-pages/lib/week';
import {
  weekZoneChoices,
  weekZoneOf,
} from '../../../../web/src/features/booking-pages/lib/week-zone';

describe("Add Event starts in the booking page's zone", () => {
  it('uses the page zone, whatever zone the browser is in', () => {
    const form = emptyEventForm(new Date(2030, 2, 12), [], 'Asia/Kolkata');
    expect(form).toMatchObject({ timezone: 'Asia/Kolkata', startTime: '09:00', endTime: '10:00' });
  });

  it("goes on the page's own calendar when nothing is connected", () => {
    expect(emptyEventForm(new Date(2030, 2, 12), [], 'Europe/London').calendarConnectionId).toBe(
      '',
    );
  });

  it('reads the day on the clock of the week it comes from', () => {
    // 23:30 UTC on Sunday 10 March 2030 is already Monday 11 March in Tokyo.
    const today = nowIn('Asia/Tokyo', Date.parse('2030-03-10T23:30:00Z'));
    expect(emptyEventForm(today, [], 'Asia/Tokyo').date).toBe('2030-03-11');
  });
});

describe('the week on a named zone', () => {
  it("counts the week from the zone's Monday midnight and asks for it in instants", () => {
    const today = nowIn('Asia/Tokyo', Date.parse('2030-03-10T23:30:00Z'));
    const start = weekFromParam(null, today);
    expect(weekParam(start)).toBe('2030-03-11');
    expect(weekRange(start)).toEqual({
      from: '2030-03-10T15:00:00.000Z',
      to: '2030-03-17T15:00:00.000Z',
    });
    expect(weekDays(start).map((d) => weekParam(d))[6]).toBe('2030-03-17');
    // The same instant, read in New York, is still in the week before.
    expect(weekParam(weekStartOf(new Date('2030-03-10T23:30:00Z'), 'America/New_York'))).toBe(
      '2030-03-04',
    );
  });

  it("places meetings at the zone's wall-clock time and writes their times there", () => {
    const start = weekFromParam('2030-03-11', nowIn('Europe/London'));
    const meeting = {
      id: 'm',
      startTime: '2030-03-13T09:00:00.000Z',
      endTime: '2030-03-13T10:00:00.000Z',
    };
    const [block] = placeMeetings([meeting], start, 'Asia/Kolkata');
    expect(block).toMatchObject({ day: 2, top: 14.5 * 60, height: 60 });
    expect(meetingTimeText(meeting.startTime, meeting.endTime, 'Asia/Kolkata')).toBe(
      'Wed, Mar 13, 14:30 – 15:30',
    );
  });
});

describe('weekZoneChoices', () => {
  it('offers the page zone first and the device zone when it differs', () => {
    const choices = weekZoneChoices('Europe/London', 'America/New_York');
    expect(choices.map((c) => c.label)).toEqual([
      'Europe/London (this booking page)',
      'America/New York (this device)',
    ]);
    expect(weekZoneOf(choices, 'page')).toBe('Europe/London');
    expect(weekZoneOf(choices, 'device')).toBe('America/New_York');
  });

  it('offers only the page zone when the device is in it', () => {
    const choices = weekZoneChoices('Asia/Tokyo', 'Asia/Tokyo');
    expect(choices).toHaveLength(1);
    expect(weekZoneOf(choices, 'device')).toBe('Asia/Tokyo');
  });
});

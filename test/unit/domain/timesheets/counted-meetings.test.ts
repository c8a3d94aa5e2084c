import { describe, expect, it } from 'vitest';
import { MEETING_SOURCES } from '@contracts/booking/meeting';
import { countsOnTimesheet } from '@domain/timesheets/counted-meetings';

describe('which meetings a timesheet counts', () => {
  it('counts scheduled bookings and manual events, never imported busy time', () => {
    const counted = MEETING_SOURCES.filter((source) =>
      countsOnTimesheet({ status: 'scheduled', source }),
    );
    expect(counted).toEqual(['booking', 'manual']);
  });

  it('counts no cancelled meeting, whatever its source', () => {
    for (const source of MEETING_SOURCES)
      expect(countsOnTimesheet({ status: 'cancelled', source })).toBe(false);
  });
});

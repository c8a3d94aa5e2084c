import { describe, expect, it } from 'vitest';
import {
  filterZones,
  formatBookedTime,
  monthRangeIn,
  zoneChoices,
  zoneLabel,
} from '../../../../web/src/features/booking/lib/visitor-zone';
import { slotsByDate } from '../../../../web/src/features/booking/lib/slot-dates';

describe('zoneChoices and filterZones', () => {
  it('lists the known zones A to Z, the current one always among them', () => {
    const zones = zoneChoices('Asia/Calcutta');
    expect(zones).toContain('Europe/Paris');
    expect(zones).toContain('Asia/Calcutta');
    expect(zones).toContain('UTC');
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b)));
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('finds zones by any words of their name, spaces matching underscores', () => {
    const zones = zoneChoices('UTC');
    expect(filterZones(zones, 'new york')).toContain('America/New_York');
    expect(filterZones(zones, 'PARIS')).toEqual(['Europe/Paris']);
    expect(filterZones(zones, 'europe lond')).toEqual(['Europe/London']);
    expect(filterZones(zones, '  ')).toEqual(zones);
    expect(filterZones(zones, 'atlantis')).toEqual([]);
  });

  it('writes a zone as people read it', () => {
    expect(zoneLabel('America/Port_of_Spain')).toBe('America/Port of Spain');
  });
});

describe('monthRangeIn', () => {
  it('spans the month on the chosen zone’s calendar, summer time included', () => {
    const march = new Date(2026, 2, 14);
    expect(monthRangeIn(march, 'Europe/London')).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-31T23:00:00.000Z',
    });
    expect(monthRangeIn(march, 'America/New_York')).toEqual({
      from: '2026-03-01T05:00:00.000Z',
      to: '2026-04-01T04:00:00.000Z',
    });
    expect(monthRangeIn(new Date(2026, 11, 1), 'Asia/Tokyo')).toEqual({
      from: '2026-11-30T15:00:00.000Z',
      to: '2026-12-31T15:00:00.000Z',
    });
  });
});

describe('times in the chosen zone', () => {
  it('groups the same instants under other days when the zone changes', () => {
    const slots = [{ start: '2026-03-10T23:30:00.000Z' }, { start: '2026-03-11T08:00:00.000Z' }];
    expect([...slotsByDate(slots, 'Europe/Paris').keys()]).toEqual(['2026-03-11']);
    expect([...slotsByDate(slots, 'America/Los_Angeles').keys()]).toEqual([
      '2026-03-10',
      '2026-03-11',
    ]);
  });

  it('writes a booked time on the chosen zone’s clock', () => {
    const at = '2026-03-11T08:00:00.000Z';
    expect(formatBookedTime(at, 'Europe/Paris', 'en-US')).toBe(
      'Wednesday, March 11, 2026 at 9:00 AM',
    );
    expect(formatBookedTime(at, 'America/New_York', 'en-US')).toBe(
      'Wednesday, March 11, 2026 at 4:00 AM',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { toSlug, ZCreateBookingPage } from '@contracts/booking/booking-page';
import {
  emptyBookingPageForm,
  nextAvailabilityRow,
  suggestSlug,
  timeZoneOptions,
} from '../../../../web/src/features/booking-pages/lib/booking-page-form';

describe('the booking page form', () => {
  it('starts with 30 minutes, no buffer and Monday–Friday 09:00–17:00, valid once named', () => {
    const form = emptyBookingPageForm('Europe/London');
    expect(form).toMatchObject({
      defaultMeetingDuration: '30',
      bufferTime: '0',
      timeZone: 'Europe/London',
    });
    expect(form.availability.map((r) => r.dayOfWeek)).toEqual(['1', '2', '3', '4', '5']);
    expect(form.availability.every((r) => r.startTime === '09:00' && r.endTime === '17:00')).toBe(
      true,
    );
    const parsed = ZCreateBookingPage.parse({ ...form, name: 'Intro', slug: 'intro' });
    expect(parsed.defaultMeetingDuration).toBe(30);
    // Bookings from two hours to sixty days ahead unless the owner chooses otherwise.
    expect(parsed).toMatchObject({ minimumNoticeMinutes: 120, horizonDays: 60 });
    expect(
      ZCreateBookingPage.parse({
        ...form,
        name: 'Intro',
        slug: 'intro',
        minimumNoticeMinutes: '0',
        horizonDays: '14',
      }),
    ).toMatchObject({ minimumNoticeMinutes: 0, horizonDays: 14 });
    expect(
      ZCreateBookingPage.safeParse({ ...form, name: 'Intro', slug: 'intro', horizonDays: '365' })
        .success,
    ).toBe(false);
    expect(parsed.availability[0]).toEqual({ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' });
  });

  it('suggests a slug the contract accepts from any name', () => {
    expect(suggestSlug('Intro Call — 30’')).toBe('intro-call-30');
    expect(suggestSlug('  Café  Privé  ')).toBe('cafe-prive');
    expect(suggestSlug('!!!')).toBe('');
    const long = suggestSlug('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
    for (const name of ['Security Review', 'CISO 1:1', 'Ünïcödé Näme 2025']) {
      const slug = suggestSlug(name);
      expect(toSlug(slug)).toBe(slug);
    }
  });

  it('adds a row for the day after the last one', () => {
    expect(nextAvailabilityRow([])).toEqual({
      dayOfWeek: '1',
      startTime: '09:00',
      endTime: '17:00',
    });
    expect(nextAvailabilityRow([{ dayOfWeek: '6', startTime: '10:00', endTime: '12:00' }])).toEqual(
      { dayOfWeek: '0', startTime: '10:00', endTime: '12:00' },
    );
  });

  it('offers the runtime’s zones, sorted, always with UTC and the default', () => {
    const zones = timeZoneOptions('Mars/Olympus_Mons');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Mars/Olympus_Mons');
    expect(zones).toContain('Europe/London');
    expect([...zones].sort((a, b) => a.localeCompare(b))).toEqual(zones);
    expect(new Set(zones).size).toBe(zones.length);
  });
});

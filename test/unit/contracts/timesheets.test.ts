import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { entryMessages, ratePenceOf, ZSaveTimeEntry } from '@contracts/timesheets/entry';
import { exportMessages, ZRequestExport } from '@contracts/timesheets/export';
import { ZPeriodFilter } from '@contracts/timesheets/period';

const first = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

const entry = {
  start: '2026-11-23T09:00',
  end: '2026-11-23T10:30',
  description: 'Risk workshop',
  billable: true,
  hourlyRate: '150.50',
};

describe('time entry (spec §5)', () => {
  it('holds the rate as whole pence and defaults billable to on', () => {
    const { billable: _omitted, ...rest } = entry;
    expect(ZSaveTimeEntry.parse(rest)).toEqual({ ...rest, billable: true, hourlyRate: '150.50' });
  });

  it('keeps no rate on an entry that is not billable, and none when the rate is blank', () => {
    expect(ZSaveTimeEntry.parse({ ...entry, billable: false }).hourlyRate).toBeNull();
    expect(ZSaveTimeEntry.parse({ ...entry, hourlyRate: '' }).hourlyRate).toBeNull();
    expect(ZSaveTimeEntry.parse({ ...entry, hourlyRate: null }).hourlyRate).toBeNull();
  });

  it('parses its own output to the same values, as the API does after the form', () => {
    const once = ZSaveTimeEntry.parse({ ...entry, hourlyRate: '150.5' });
    expect(ZSaveTimeEntry.parse(once)).toEqual(once);
    expect(ratePenceOf(once.hourlyRate)).toBe(15050);
  });

  it('accepts rates at the bounds: 0 and whole pence; a number as well as its text', () => {
    expect(ZSaveTimeEntry.parse({ ...entry, hourlyRate: '0' }).hourlyRate).toBe('0.00');
    expect(ZSaveTimeEntry.parse({ ...entry, hourlyRate: 0.29 }).hourlyRate).toBe('0.29');
    expect(ZSaveTimeEntry.parse({ ...entry, hourlyRate: '100000.00' }).hourlyRate).toBe(
      '100000.00',
    );
  });

  it.each([['-0.01'], ['12.345'], ['abc'], ['1e3']])('refuses the rate %j', (hourlyRate) => {
    expect(first(ZSaveTimeEntry, { ...entry, hourlyRate })).toBe(entryMessages.rate);
  });

  it('refuses a rate above £100,000.00', () => {
    expect(first(ZSaveTimeEntry, { ...entry, hourlyRate: '100000.01' })).toBe(
      entryMessages.rateTooHigh,
    );
  });

  it('needs the end after the start ("End time must be after start time")', () => {
    expect(first(ZSaveTimeEntry, { ...entry, end: entry.start })).toBe(entryMessages.endAfterStart);
    expect(first(ZSaveTimeEntry, { ...entry, end: '2026-11-23T08:59' })).toBe(
      entryMessages.endAfterStart,
    );
    expect(ZSaveTimeEntry.safeParse({ ...entry, end: '2026-11-23T09:01' }).success).toBe(true);
  });

  it('needs a start, an end and a description, and drops seconds a browser adds', () => {
    expect(first(ZSaveTimeEntry, { ...entry, start: '' })).toBe(entryMessages.startRequired);
    expect(first(ZSaveTimeEntry, { ...entry, end: undefined })).toBe(entryMessages.endRequired);
    expect(first(ZSaveTimeEntry, { ...entry, description: '  ' })).toBe(
      entryMessages.descriptionRequired,
    );
    expect(first(ZSaveTimeEntry, { ...entry, start: '2026-11-23 09:00' })).toBe(
      entryMessages.dateTimeFormat,
    );
    expect(ZSaveTimeEntry.parse({ ...entry, start: '2026-11-23T09:00:00' }).start).toBe(
      '2026-11-23T09:00',
    );
  });
});

describe('period filter', () => {
  it('defaults to this week and reads a custom range of real dates', () => {
    expect(ZPeriodFilter.parse({})).toEqual({ kind: 'this-week' });
    expect(ZPeriodFilter.parse({ period: 'this-month' })).toEqual({ kind: 'this-month' });
    expect(
      ZPeriodFilter.parse({ period: 'custom', startDate: '2026-03-01', endDate: '2026-03-31' }),
    ).toEqual({ kind: 'custom', startDate: '2026-03-01', endDate: '2026-03-31' });
  });

  it('refuses a custom range without dates, backwards, or not a real date', () => {
    expect(first(ZPeriodFilter, { period: 'custom' })).toBe('Start and end dates are required');
    expect(
      first(ZPeriodFilter, { period: 'custom', startDate: '2026-03-02', endDate: '2026-03-01' }),
    ).toBe('The end date must not be before the start date');
    expect(
      first(ZPeriodFilter, { period: 'custom', startDate: '2026-02-30', endDate: '2026-03-01' }),
    ).toBe('Dates must be real calendar dates (YYYY-MM-DD)');
    expect(first(ZPeriodFilter, { period: 'fortnight' })).toBe('Please choose a period');
  });
});

describe('export request (spec §5 export)', () => {
  const base = { startDate: '2026-11-01', endDate: '2026-11-30' };

  it('defaults to a PDF, neither mailed nor saved', () => {
    expect(ZRequestExport.parse(base)).toEqual({
      ...base,
      fileType: 'pdf',
      sendEmail: false,
      emailAddress: null,
      saveToLibrary: false,
      libraryId: null,
    });
  });

  it('needs both dates', () => {
    expect(first(ZRequestExport, { endDate: base.endDate })).toBe(exportMessages.startDateRequired);
    expect(first(ZRequestExport, { ...base, startDate: '' })).toBe(
      exportMessages.startDateRequired,
    );
    expect(first(ZRequestExport, { ...base, endDate: '' })).toBe(exportMessages.endDateRequired);
  });

  it('needs an address only when e-mailing, and a library only when saving', () => {
    expect(first(ZRequestExport, { ...base, sendEmail: true })).toBe(exportMessages.emailRequired);
    expect(first(ZRequestExport, { ...base, sendEmail: true, emailAddress: 'x' })).toBe(
      exportMessages.emailInvalid,
    );
    expect(first(ZRequestExport, { ...base, saveToLibrary: true })).toBe(
      exportMessages.libraryRequired,
    );
    const unused = ZRequestExport.parse({ ...base, emailAddress: 'a@b.co', libraryId: 'lib' });
    expect(unused).toMatchObject({ emailAddress: null, libraryId: null });
  });

  it('refuses a backwards range and a format other than PDF or CSV', () => {
    expect(first(ZRequestExport, { startDate: '2026-11-30', endDate: '2026-11-01' })).toBe(
      'The end date must not be before the start date',
    );
    expect(first(ZRequestExport, { ...base, fileType: 'xlsx' })).toBe(exportMessages.fileType);
  });
});

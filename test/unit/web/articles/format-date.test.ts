import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  articleListDate,
  formatListDate,
  formatLongDate,
  formatShortDate,
} from '../../../../web/src/features/articles/lib/format-date';

// Midday UTC, so the calendar day is the same in every time zone the tests may run in.
const days = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2025, m, 1 + m * 2, 12)));

describe('article dates', () => {
  it('formats teasers as "MMM d, yyyy" and the reader as "MMMM d, yyyy"', () => {
    expect(formatShortDate('2025-03-04T12:00:00.000Z')).toBe('Mar 4, 2025');
    expect(formatLongDate('2025-03-04T12:00:00.000Z')).toBe('March 4, 2025');
    expect(formatShortDate('2024-09-30T12:00:00Z')).toBe('Sep 30, 2024');
  });

  it('matches the date-fns patterns of the spec for every month', () => {
    for (const day of days) {
      const iso = day.toISOString();
      expect(formatShortDate(iso)).toBe(format(day, 'MMM d, yyyy'));
      expect(formatLongDate(iso)).toBe(format(day, 'MMMM d, yyyy'));
    }
  });

  it('gives an empty string for a missing or invalid date', () => {
    for (const bad of [null, undefined, '', 'not a date']) {
      expect(formatShortDate(bad)).toBe('');
      expect(formatLongDate(bad)).toBe('');
      expect(formatListDate(bad)).toBe('');
    }
  });

  it('uses the locale format in admin lists', () => {
    expect(formatListDate('2025-03-04T12:00:00.000Z', 'en-GB')).toBe('04/03/2025');
    expect(formatListDate('2025-03-04T12:00:00.000Z', 'en-US')).toBe('3/4/2025');
  });

  it('dates published articles by publication and drafts by creation', () => {
    const createdAt = '2025-01-01T00:00:00.000Z';
    const publishedAt = '2025-02-01T00:00:00.000Z';
    expect(articleListDate({ isPublished: true, publishedAt, createdAt })).toBe(publishedAt);
    expect(articleListDate({ isPublished: false, publishedAt, createdAt })).toBe(createdAt);
    expect(articleListDate({ isPublished: false, publishedAt: null, createdAt })).toBe(createdAt);
  });
});

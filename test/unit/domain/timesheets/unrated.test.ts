import { describe, expect, it } from 'vitest';
import { isUnratedDraft, unratedLines } from '@domain/timesheets/unrated';

describe('isUnratedDraft', () => {
  it('is a billable draft with no rate, which bills nothing once approved', () => {
    expect(isUnratedDraft({ status: 'draft', billable: true, ratePence: null })).toBe(true);
  });

  it('is not a draft with a rate (zero too), one not billable, or one already submitted', () => {
    expect(isUnratedDraft({ status: 'draft', billable: true, ratePence: 0 })).toBe(false);
    expect(isUnratedDraft({ status: 'draft', billable: false, ratePence: null })).toBe(false);
    expect(isUnratedDraft({ status: 'submitted', billable: true, ratePence: null })).toBe(false);
    expect(isUnratedDraft({ status: 'approved', billable: true, ratePence: null })).toBe(false);
  });
});

describe('unratedLines', () => {
  it('counts every meeting when the page bills meetings but has no rate to bill them at', () => {
    expect(
      unratedLines({
        unratedDrafts: 3,
        meetings: 2,
        billing: { meetingsBillable: true, ratePence: null },
      }),
    ).toEqual({ entries: 3, meetings: 2 });
  });

  it('counts no meeting when the page has a rate, or bills no meetings', () => {
    expect(
      unratedLines({
        unratedDrafts: 1,
        meetings: 2,
        billing: { meetingsBillable: true, ratePence: 0 },
      }),
    ).toEqual({ entries: 1, meetings: 0 });
    expect(
      unratedLines({
        unratedDrafts: 0,
        meetings: 2,
        billing: { meetingsBillable: false, ratePence: null },
      }),
    ).toEqual({ entries: 0, meetings: 0 });
  });
});

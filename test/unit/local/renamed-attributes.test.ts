import { describe, expect, it } from 'vitest';
import { RENAMES, renamedItem } from '../../../local/seed/renamed-attributes';

const names = RENAMES.find((set) => set.name === 'booking-page-attributes')!.names;

describe('a data folder from before the booking page had its name', () => {
  it('renames the page id and name at any depth, keeping the key and everything else', () => {
    const old = {
      PK: 'CAL#c1',
      SK: 'MEET#2026-06-08T09:00:00.000Z#m1',
      calendarId: 'c1',
      title: 'Intro',
      snapshot: { calendarName: 'Advisory', lines: [{ calendarId: 'c1', hours: 2 }] },
    };
    expect(renamedItem(old, names)).toEqual({
      PK: 'CAL#c1',
      SK: 'MEET#2026-06-08T09:00:00.000Z#m1',
      bookingPageId: 'c1',
      title: 'Intro',
      snapshot: { bookingPageName: 'Advisory', lines: [{ bookingPageId: 'c1', hours: 2 }] },
    });
  });

  it("rewrites a waiting event's detail, which the outbox keeps as JSON text", () => {
    const item = { PK: 'OUTBOX#x', SK: 'EVENT', detail: JSON.stringify({ calendarId: 'c1' }) };
    expect(JSON.parse(String(renamedItem(item, names)?.detail))).toEqual({ bookingPageId: 'c1' });
    const many = { ...item, detail: JSON.stringify([{ calendarId: 'c1' }, { calendarId: 'c2' }]) };
    expect(JSON.parse(String(renamedItem(many, names)?.detail))).toEqual([
      { bookingPageId: 'c1' },
      { bookingPageId: 'c2' },
    ]);
  });

  it('leaves an item with none of the old names alone', () => {
    expect(renamedItem({ PK: 'CAL#c1', SK: 'CAL', name: 'calendarId' }, names)).toBeUndefined();
    expect(
      renamedItem({ PK: 'OUTBOX#x', SK: 'EVENT', detail: '{"bookingPageId":"c1"}' }, names),
    ).toBeUndefined();
  });
});

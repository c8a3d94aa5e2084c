import { describe, expect, it } from 'vitest';
import { currencyOfZone } from '@domain/timesheets/zone-currency';

describe('the currency a page starts with, from its zone', () => {
  it.each([
    ['Europe/London', 'GBP'],
    ['Europe/Paris', 'EUR'],
    ['Europe/Berlin', 'EUR'],
    ['Europe/Dublin', 'EUR'],
    ['Atlantic/Canary', 'EUR'],
    ['Europe/Zurich', 'CHF'],
    ['America/New_York', 'USD'],
    ['America/Indiana/Indianapolis', 'USD'],
    ['Pacific/Honolulu', 'USD'],
    ['America/Toronto', 'CAD'],
    ['America/Vancouver', 'CAD'],
    ['Australia/Sydney', 'AUD'],
  ])('%s starts in %s', (zone, currency) => {
    expect(currencyOfZone(zone)).toBe(currency);
  });

  it('starts in pounds where no currency a page bills in is the local one', () => {
    for (const zone of ['Asia/Tokyo', 'UTC', 'America/Mexico_City', 'Africa/Lagos'])
      expect(currencyOfZone(zone)).toBe('GBP');
  });
});

import { describe, expect, it } from 'vitest';
import { eventZone } from '../../../../domain/booking/event-zone';

describe('eventZone', () => {
  it('is the zone chosen, any IANA zone, not only a short list', () => {
    expect(eventZone('Asia/Kolkata', 'Europe/London')).toBe('Asia/Kolkata');
    expect(eventZone('America/St_Johns', 'UTC')).toBe('America/St_Johns');
  });

  it("falls back to the booking page's own zone when none (or no real one) is chosen", () => {
    expect(eventZone(undefined, 'Europe/London')).toBe('Europe/London');
    expect(eventZone('', 'Australia/Sydney')).toBe('Australia/Sydney');
    expect(eventZone('Mars/Olympus_Mons', 'Asia/Tokyo')).toBe('Asia/Tokyo');
  });

  it('is UTC for a page whose stored zone is unknown here', () => {
    expect(eventZone(undefined, 'Not/AZone')).toBe('UTC');
    expect(eventZone(undefined, '')).toBe('UTC');
  });
});

import { describe, expect, it } from 'vitest';
import { pagePlace } from '../../../../web/src/features/booking-pages/lib/page-place';

describe('pagePlace', () => {
  it('names the kind of place the owner set, never its address, number or link', () => {
    const set = (kind: 'in_person' | 'phone' | 'video_link') =>
      pagePlace({ location: { kind }, linkPlatforms: ['google_meet'] });
    expect(set('in_person')).toEqual({ kind: 'in_person', text: 'In person' });
    expect(set('phone')).toEqual({ kind: 'phone', text: 'Phone call' });
    expect(set('video_link')).toEqual({ kind: 'video_link', text: 'Video call' });
  });

  it('names the platforms visitors choose from, else says no place is set', () => {
    expect(pagePlace({ location: null, linkPlatforms: ['google_meet', 'teams'] }).text).toBe(
      'Visitor chooses: Google Meet or Microsoft Teams',
    );
    expect(pagePlace({ location: null, linkPlatforms: ['teams'] }).text).toBe(
      'Visitor chooses: Microsoft Teams',
    );
    expect(pagePlace({ location: null, linkPlatforms: [] })).toEqual({
      kind: 'none',
      text: 'No place set',
    });
  });
});

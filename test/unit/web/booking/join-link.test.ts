import { describe, expect, it } from 'vitest';
import { joinLink, webAddress } from '../../../../web/src/features/booking/lib/join-link';

describe('joinLink', () => {
  it('offers the call as "Join {platform}", opening in a new tab without a referrer', () => {
    expect(
      joinLink({ platform: 'google_meet', joinUrl: 'https://meet.google.com/abc-defg-hij' }),
    ).toEqual({
      href: 'https://meet.google.com/abc-defg-hij',
      text: 'Join Google Meet',
      target: '_blank',
      rel: 'noreferrer noopener',
    });
    expect(
      joinLink({ platform: 'teams', joinUrl: 'https://teams.microsoft.com/l/meetup-join/19%3a' })
        ?.text,
    ).toBe('Join Microsoft Teams');
  });

  it('says "Join meeting" when no platform was recorded', () => {
    expect(joinLink({ platform: null, joinUrl: 'https://meet.google.com/abc' })?.text).toBe(
      'Join meeting',
    );
  });

  it('offers no link without a join URL', () => {
    expect(joinLink({ platform: 'google_meet' })).toBeUndefined();
    expect(joinLink({ platform: null, joinUrl: '' })).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/call',
    '//meet.google.com/abc',
    '/meetings/1',
    'meet.google.com/abc',
  ])('does not render %j as a link', (joinUrl) => {
    expect(joinLink({ platform: 'google_meet', joinUrl })).toBeUndefined();
  });
});

describe('webAddress', () => {
  it('keeps http and https addresses, as the browser reads them', () => {
    expect(webAddress('https://meet.google.com/abc')).toBe('https://meet.google.com/abc');
    expect(webAddress('http://example.com')).toBe('http://example.com/');
    expect(webAddress('HTTPS://Teams.Microsoft.com/l/x')).toBe('https://teams.microsoft.com/l/x');
  });
});

import { describe, expect, it } from 'vitest';
import nodeIcal, { type VEvent } from 'node-ical';
import {
  buildMeetingInvite,
  inviteContentType,
  inviteUid,
  type MeetingInviteInput,
} from '../../../../../lambdas/services/booking/meeting-invite';

const meeting = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  startTime: '2030-01-07T09:00:00.000Z',
  endTime: '2030-01-07T09:30:00.000Z',
  attendeeName: 'Ada Lovelace',
  attendeeEmail: 'ada@example.com',
  platform: 'teams' as const,
  notes: 'Board pack, risk register; SOC 2',
};

const request: MeetingInviteInput = {
  method: 'REQUEST',
  meeting,
  pageName: 'Advisory call',
  hostName: 'Priya Raman',
  organizerEmail: 'owner@example.com',
  stamp: new Date('2029-12-20T10:00:00.000Z'),
};

function parse(ics: string) {
  const parsed = nodeIcal.sync.parseICS(ics);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return { calendar: parsed.vcalendar, event: events[0]! };
}

/** The raw content line of a property, unfolded. */
const line = (ics: string, name: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

describe('buildMeetingInvite', () => {
  it('titles the visitor’s copy with whom they meet: the host, not themselves', () => {
    const visitorCopy = parse(buildMeetingInvite({ ...request, withName: 'Priya Raman' }));
    expect(visitorCopy.event.summary).toBe('Advisory call with Priya Raman');
    // The host's own copy names the visitor; both are the same event (one UID).
    const hostCopy = parse(buildMeetingInvite(request));
    expect(hostCopy.event.summary).toBe('Advisory call with Ada Lovelace');
    expect(visitorCopy.event.uid).toBe(hostCopy.event.uid);
  });

  it('writes a REQUEST with the meeting’s UTC times, organizer, attendee and platform', () => {
    const ics = buildMeetingInvite(request);
    const { calendar, event } = parse(ics);
    expect(calendar?.method).toBe('REQUEST');
    expect(event.uid).toBe(`${meeting.id}@vcisohub`);
    expect(event.uid).toBe(inviteUid(meeting.id));
    expect(event.sequence).toBe(0);
    expect(event.status).toBe('CONFIRMED');
    // UTC on the wire (a trailing Z, no TZID), and the same instants once parsed.
    expect(line(ics, 'DTSTART')).toBe('DTSTART:20300107T090000Z');
    expect(line(ics, 'DTEND')).toBe('DTEND:20300107T093000Z');
    expect(event.start.toISOString()).toBe(meeting.startTime);
    expect(event.end?.toISOString()).toBe(meeting.endTime);
    expect(event.summary).toBe('Advisory call with Ada Lovelace');
    expect(event.description).toContain('Platform: Microsoft Teams');
    expect(event.description).toContain('Notes: Board pack, risk register; SOC 2');
    expect(event.location).toBe('Microsoft Teams');
    expect(event.organizer).toMatchObject({
      params: { CN: 'Priya Raman' },
      val: 'mailto:owner@example.com',
    });
    const attendee = Array.isArray(event.attendee) ? event.attendee : [event.attendee];
    expect(attendee).toHaveLength(1);
    expect(attendee[0]).toMatchObject({
      params: { CN: 'Ada Lovelace', PARTSTAT: 'ACCEPTED', ROLE: 'REQ-PARTICIPANT' },
    });
    expect(String((attendee[0] as { val: string }).val).toLowerCase()).toBe(
      'mailto:ada@example.com',
    );
  });

  it('names the organizer as the mails name the host, never by the page’s name', () => {
    for (const copy of [request, { ...request, withName: 'Priya Raman' }]) {
      const { event } = parse(buildMeetingInvite(copy));
      expect(event.organizer).toMatchObject({ params: { CN: 'Priya Raman' } });
    }
    // A host with no profile name is named by their e-mail, as in the mails.
    const unnamed = buildMeetingInvite({ ...request, hostName: 'owner@example.com' });
    expect(parse(unnamed).event.organizer).toMatchObject({
      params: { CN: 'owner@example.com' },
      val: 'mailto:owner@example.com',
    });
    expect(unnamed).not.toContain('CN=Advisory call');
  });

  it('keeps the UID of a meeting across calls, and gives each meeting its own', () => {
    const again = parse(buildMeetingInvite({ ...request, stamp: new Date() })).event;
    const other = parse(
      buildMeetingInvite({ ...request, meeting: { ...meeting, id: 'another-meeting' } }),
    ).event;
    expect(again.uid).toBe(parse(buildMeetingInvite(request)).event.uid);
    expect(other.uid).toBe('another-meeting@vcisohub');
    // Same input, same bytes: a retried mail carries the same invite.
    expect(buildMeetingInvite(request)).toBe(buildMeetingInvite(request));
  });

  it('writes a CANCEL of the same event: same UID, higher SEQUENCE, CANCELLED, with the reason', () => {
    const ics = buildMeetingInvite({
      ...request,
      method: 'CANCEL',
      stamp: new Date('2030-01-02T08:00:00.000Z'),
      reason: 'Travelling that week',
    });
    const { calendar, event } = parse(ics);
    const original = parse(buildMeetingInvite(request)).event;
    expect(calendar?.method).toBe('CANCEL');
    expect(event.uid).toBe(original.uid);
    expect(event.sequence).toBeGreaterThan(original.sequence ?? 0);
    expect(event.status).toBe('CANCELLED');
    expect(line(ics, 'DTSTART')).toBe('DTSTART:20300107T090000Z');
    expect(event.description).toContain('Reason: Travelling that week');
    expect(event.organizer).toMatchObject({ val: 'mailto:owner@example.com' });
  });

  it('writes each version with the meeting’s own SEQUENCE, and says who cancelled', () => {
    const moved = parse(buildMeetingInvite({ ...request, sequence: 2 })).event;
    expect(moved.sequence).toBe(2);
    expect(moved.uid).toBe(inviteUid(meeting.id));
    const byHost = parse(
      buildMeetingInvite({
        ...request,
        method: 'CANCEL',
        sequence: 3,
        cancelledBy: 'owner',
        reason: 'Travelling',
      }),
    ).event;
    expect(byHost.sequence).toBe(3);
    expect(byHost.description).toContain('This meeting was cancelled by the host.');
    expect(byHost.description).toContain('Message: Travelling');
  });

  it('leaves out what is unknown rather than inventing it', () => {
    const ics = buildMeetingInvite({
      ...request,
      organizerEmail: null,
      meeting: { ...meeting, platform: null, notes: null },
    });
    const { event } = parse(ics);
    expect(event.organizer).toBeUndefined();
    expect(event.location).toBeUndefined();
    expect(event.description).toBe('Platform: Not chosen');
  });

  it('offers the meeting link as LOCATION and URL, and leaves it out of a cancellation', () => {
    const joinUrl = 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0';
    const ics = buildMeetingInvite({ ...request, meeting: { ...meeting, joinUrl } });
    const { event } = parse(ics);
    expect(event.location).toBe(joinUrl);
    expect(line(ics, 'URL')).toBe(`URL;VALUE=URI:${joinUrl}`);
    expect(event.description).toContain(`Join the meeting: ${joinUrl}`);

    const cancel = buildMeetingInvite({
      ...request,
      method: 'CANCEL',
      meeting: { ...meeting, joinUrl },
    });
    expect(cancel).not.toContain('meetup-join');
    expect(parse(cancel).event.location).toBe('Microsoft Teams');
  });

  it('gives the place the host set as LOCATION, and their own video link as URL too', () => {
    const noPlatform = { ...meeting, platform: null };
    const phone = buildMeetingInvite({
      ...request,
      meeting: { ...noPlatform, location: { kind: 'phone', value: '+44 20 7946 0000' } },
    });
    expect(parse(phone).event.location).toBe('Phone call, +44 20 7946 0000');
    expect(parse(phone).event.description).toContain('Where: Phone call, +44 20 7946 0000');
    expect(line(phone, 'URL')).toBeUndefined();

    const link = 'https://video.example.com/rooms/ada';
    const video = buildMeetingInvite({
      ...request,
      meeting: { ...noPlatform, location: { kind: 'video_link', value: link } },
    });
    expect(parse(video).event.location).toBe(link);
    expect(line(video, 'URL')).toBe(`URL;VALUE=URI:${link}`);
    expect(parse(video).event.description).toContain(`Join the meeting: ${link}`);
    expect(parse(video).event.description).not.toContain('Platform');
  });

  it('names the method in the attachment type too', () => {
    expect(inviteContentType('REQUEST')).toBe('text/calendar; method=REQUEST');
    expect(inviteContentType('CANCEL')).toBe('text/calendar; method=CANCEL');
  });
});

/**
 * Where a booking page's meetings take place when its owner sets it, rather than the visitor
 * choosing a video platform whose link a connected calendar makes: in person (an address), a
 * phone call (a number) or the owner's own video link (an https URL). The page shows visitors
 * only the kind; the address, number or link goes only to whoever booked.
 */

export const LOCATION_KINDS = ['in_person', 'phone', 'video_link'] as const;
export type TLocationKind = (typeof LOCATION_KINDS)[number];

export interface MeetingLocation {
  kind: TLocationKind;
  value: string;
}

/** What visitors see before booking, and the label before the value in mails and invites. */
export const LOCATION_KIND_LABELS: Record<TLocationKind, string> = {
  in_person: 'In person',
  phone: 'Phone call',
  video_link: 'Video call',
};

export const MAX_ADDRESS = 300;
export const MAX_PHONE = 40;
export const MAX_VIDEO_LINK = 500;
/** A number shorter than this is no phone number anywhere; E.164 allows at most 15 digits. */
const MIN_PHONE_DIGITS = 5;
const MAX_PHONE_DIGITS = 15;

export const locationMessages = {
  kind: 'Please choose In person, Phone call or Video call',
  valueText: 'Please enter the address, phone number or link as text',
  addressRequired: 'Please enter the address where you meet',
  addressTooLong: `The address must be at most ${MAX_ADDRESS} characters`,
  phoneRequired: 'Please enter the phone number to call',
  phoneInvalid:
    'Please enter a phone number of 5 to 15 digits; only digits, spaces, +, -, . and brackets are allowed',
  videoLinkRequired: 'Please enter the link of your video call',
  videoLinkInvalid: 'Please enter a full video call link starting with https://',
  videoLinkTooLong: `The video call link must be at most ${MAX_VIDEO_LINK} characters`,
} as const;

/**
 * The value as stored: trimmed, runs of white space (line breaks included) made one space, so a
 * pasted address reads on one line in a mail, an invite's LOCATION and the week view.
 */
export const normalLocationValue = (value: string): string => value.trim().replace(/\s+/g, ' ');

/** Why `value` is not a valid location of `kind` (after `normalLocationValue`); null when it is. */
export function locationProblem(kind: TLocationKind, value: string): string | null {
  switch (kind) {
    case 'in_person':
      if (!value) return locationMessages.addressRequired;
      return value.length > MAX_ADDRESS ? locationMessages.addressTooLong : null;
    case 'phone':
      return phoneProblem(value);
    case 'video_link':
      return videoLinkProblem(value);
  }
}

function phoneProblem(value: string): string | null {
  if (!value) return locationMessages.phoneRequired;
  const digits = value.replace(/\D/g, '').length;
  const shaped = /^\+?[0-9 ().-]+$/.test(value) && value.length <= MAX_PHONE;
  return shaped && digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS
    ? null
    : locationMessages.phoneInvalid;
}

function videoLinkProblem(value: string): string | null {
  if (!value) return locationMessages.videoLinkRequired;
  if (value.length > MAX_VIDEO_LINK) return locationMessages.videoLinkTooLong;
  if (/\s/.test(value)) return locationMessages.videoLinkInvalid;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return locationMessages.videoLinkInvalid;
  }
  // A named host with a dot and no credentials in it: a link any visitor can open from anywhere.
  const hostOk = url.hostname.includes('.') && !url.username && !url.password;
  return url.protocol === 'https:' && hostOk ? null : locationMessages.videoLinkInvalid;
}

/** "In person, 1 Main Street": the kind and the value, as a mail or the week view states it. */
export const locationText = (location: MeetingLocation): string =>
  `${LOCATION_KIND_LABELS[location.kind]}, ${location.value}`;

/**
 * An invite's LOCATION: the link itself for a video call (calendar apps make it clickable), the
 * address for a meeting in person, and the number with its kind for a phone call.
 */
export const inviteLocation = (location: MeetingLocation): string =>
  location.kind === 'phone' ? locationText(location) : location.value;

/**
 * What the public page offers the visitor: with a host location, no platform at all (only the
 * location's kind is shown); otherwise the platforms whose join link a connected calendar makes.
 */
export function offeredChoice<P>(
  location: MeetingLocation | null,
  linkPlatforms: readonly P[],
): { locationKind: TLocationKind | null; platforms: P[] } {
  return location
    ? { locationKind: location.kind, platforms: [] }
    : { locationKind: null, platforms: [...linkPlatforms] };
}

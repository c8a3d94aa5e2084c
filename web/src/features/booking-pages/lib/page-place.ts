import { PLATFORM_LABELS, type TMeetingPlatform } from '@contracts/booking/meeting';
import {
  LOCATION_KIND_LABELS,
  type MeetingLocation,
  type TLocationKind,
} from '@domain/booking/meeting-location';

/**
 * Where a booking page's meetings take place, as its card on "My Booking Pages" says it: the kind
 * of place the owner set (the address, number or link stays on the edit form), else the video
 * platforms visitors choose from, else that there is no place yet. Its wording follows the page's
 * Location field.
 */
export function pagePlace(page: {
  location: Pick<MeetingLocation, 'kind'> | null;
  linkPlatforms: readonly TMeetingPlatform[];
}): { kind: TLocationKind | 'platform' | 'none'; text: string } {
  if (page.location)
    return { kind: page.location.kind, text: LOCATION_KIND_LABELS[page.location.kind] };
  if (page.linkPlatforms.length)
    return {
      kind: 'platform',
      text: `Visitor chooses: ${page.linkPlatforms.map((p) => PLATFORM_LABELS[p]).join(' or ')}`,
    };
  return { kind: 'none', text: 'No place set' };
}

import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import Video from 'lucide-react/icons/video';
import {
  LOCATION_KIND_LABELS,
  type MeetingLocation,
  type TLocationKind,
} from '@domain/booking/meeting-location';
import { webAddress } from '../lib/join-link';

const ICONS = { in_person: MapPin, phone: Phone, video_link: Video } as const;

/** The icon of a location's kind: a pin, a phone, a camera. */
export function LocationKindIcon({ kind }: { kind: TLocationKind }) {
  const Icon = ICONS[kind];
  return <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />;
}

/**
 * A location the host set, as whoever booked (or the host) reads it: the address, the number to
 * call (a `tel:` link), or the host's own video link opening beside the page.
 */
export function MeetingLocationValue({ location }: { location: MeetingLocation }) {
  const label = LOCATION_KIND_LABELS[location.kind];
  if (location.kind === 'phone')
    return (
      <span>
        {label}:{' '}
        <a
          className="text-primary underline-offset-4 hover:underline"
          href={`tel:${location.value.replace(/[^\d+]/g, '')}`}
        >
          {location.value}
        </a>
      </span>
    );
  const href = location.kind === 'video_link' ? webAddress(location.value) : undefined;
  if (href)
    return (
      <span className="min-w-0 break-all">
        {label}:{' '}
        <a
          className="text-primary underline-offset-4 hover:underline"
          href={href}
          target="_blank"
          rel="noreferrer noopener"
        >
          {location.value}
        </a>
      </span>
    );
  return (
    <span className="break-words">
      {label}: {location.value}
    </span>
  );
}

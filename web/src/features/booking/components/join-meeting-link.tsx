import type { TMeeting } from '@contracts/booking/meeting';
import { joinLink } from '../lib/join-link';

/** "Join Google Meet" and the like, opening the call beside the page; nothing without a link. */
export function JoinMeetingLink({ meeting }: { meeting: Pick<TMeeting, 'joinUrl' | 'platform'> }) {
  const link = joinLink(meeting);
  if (!link) return null;
  return (
    <a
      className="text-primary underline-offset-4 hover:underline"
      href={link.href}
      target={link.target}
      rel={link.rel}
    >
      {link.text}
    </a>
  );
}

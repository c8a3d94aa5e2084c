import type { TMeeting } from '@contracts/booking/meeting';
import { meetingLabel } from '../lib/meeting-text';

/**
 * The week's meetings as a list, the grid's text alternative: hidden on screen, read by screen
 * readers in time order.
 */
export function WeekAgenda({
  meetings,
  label,
  zone,
}: {
  meetings: TMeeting[];
  label: string;
  /** The zone the times are read in. */
  zone?: string;
}) {
  return (
    <div className="sr-only">
      <h3>{label}</h3>
      {meetings.length === 0 ? (
        <p>No meetings this week.</p>
      ) : (
        <ul aria-label={label}>
          {meetings.map((meeting) => (
            <li key={meeting.id}>{meetingLabel(meeting, zone)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

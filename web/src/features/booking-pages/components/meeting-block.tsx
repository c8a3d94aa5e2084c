import { useState, type ReactNode } from 'react';
import type { TMeeting } from '@contracts/booking/meeting';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import type { PlacedBlock } from '../lib/meeting-layout';
import { meetingLabel } from '../lib/meeting-text';
import { MeetingDetails } from './meeting-details';

/** Short blocks still get room for one line of text. */
const MIN_BLOCK_HEIGHT = 18;

/**
 * One meeting on the weekly grid, in its connection's colour (spec §2): title and attendee. It is
 * a button that opens the meeting's details, named with its title, attendee and time.
 */
export function MeetingBlock({
  block,
  colour,
  connectionName,
  actions,
  zone,
}: {
  block: PlacedBlock<TMeeting>;
  /** The zone the grid shows times in. */
  zone?: string;
  colour: string;
  connectionName: string | undefined;
  /** The owner's actions on the meeting; `close` closes its details. */
  actions?: (meeting: TMeeting, close: () => void) => ReactNode;
}) {
  const { meeting, top, height, lane, lanes } = block;
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        className={cn(
          'absolute cursor-pointer overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight shadow-sm transition-[filter] hover:brightness-95 focus-visible:z-20',
          colour,
          block.continuesBefore && 'rounded-t-none',
          block.continuesAfter && 'rounded-b-none',
        )}
        style={{
          top,
          height: Math.max(height, MIN_BLOCK_HEIGHT),
          left: `calc(${(lane / lanes) * 100}% + 2px)`,
          width: `calc(${100 / lanes}% - 4px)`,
        }}
        aria-label={meetingLabel(meeting, zone)}
        data-meeting-id={meeting.id}
      >
        {/* The visible words ("title", "with attendee") are part of the name, in its order, so
            voice control users can say what they see (WCAG 2.5.3). */}
        {height >= 30 ? (
          <>
            <span className="block truncate font-semibold">{meeting.title}</span>{' '}
            <span className="block truncate opacity-80">
              with <span>{meeting.attendeeName}</span>
            </span>
          </>
        ) : (
          <span className="block truncate">
            <span className="font-semibold">{meeting.title}</span>
            <span className="opacity-80">
              {' '}
              · with <span>{meeting.attendeeName}</span>
            </span>
          </span>
        )}
      </DialogTrigger>
      <DialogContent>
        <MeetingDetails
          meeting={meeting}
          connectionName={connectionName}
          zone={zone}
          actions={actions?.(meeting, () => setOpen(false))}
        />
      </DialogContent>
    </Dialog>
  );
}

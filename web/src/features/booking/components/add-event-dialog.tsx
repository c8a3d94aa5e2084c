import { useState } from 'react';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import type { TConnection } from '@contracts/booking/connection';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { AddEventForm } from './add-event-form';

/** "Add Event" (spec §2): a dialog with the manual event form; it closes once the event is saved. */
export function AddEventDialog({
  calendarId,
  connections,
  day,
  onAdded,
}: {
  calendarId: string;
  connections: TConnection[];
  day: Date;
  onAdded: (start: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <CalendarPlus aria-hidden />
          Add Event
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Event</DialogTitle>
          <DialogDescription>Put a meeting on this booking page&apos;s calendar.</DialogDescription>
        </DialogHeader>
        {/* Mounted while open, so each opening starts from the defaults. */}
        {open && (
          <AddEventForm
            calendarId={calendarId}
            connections={connections}
            day={day}
            onAdded={(start) => {
              setOpen(false);
              onAdded(start);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

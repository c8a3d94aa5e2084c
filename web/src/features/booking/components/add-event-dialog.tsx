import { useState } from 'react';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { AddEventForm, type AddEventFormProps } from './add-event-form';

/** "Add Event" (spec §2): a dialog with the manual event form; it closes once the event is saved. */
export function AddEventDialog({ onAdded, ...form }: AddEventFormProps) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Add Event"
      description="Put a meeting on this booking page's calendar."
      trigger={
        <Button>
          <CalendarPlus aria-hidden />
          Add Event
        </Button>
      }
    >
      {/* Mounted while open, so each opening starts from the defaults. */}
      {open && (
        <AddEventForm
          {...form}
          onAdded={(start) => {
            setOpen(false);
            onAdded(start);
          }}
        />
      )}
    </FormDialog>
  );
}

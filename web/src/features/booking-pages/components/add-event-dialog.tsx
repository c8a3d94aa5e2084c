import { useState } from 'react';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import type { EventFormValues } from '../lib/event-form';
import { AddEventForm, type AddEventFormProps } from './add-event-form';

/**
 * "Add Event" (spec §2): a dialog with the manual event form; it closes once the event is saved.
 * Closed unsaved, it keeps what was typed for the next opening on this screen.
 */
export function AddEventDialog({ onAdded, ...form }: AddEventFormProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<EventFormValues>();
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
      {/* Mounted while open: each opening starts from the draft, else from the defaults. */}
      {open && (
        <AddEventForm
          {...form}
          draft={draft}
          onDraft={setDraft}
          onAdded={(start) => {
            setDraft(undefined);
            setOpen(false);
            onAdded(start);
          }}
        />
      )}
    </FormDialog>
  );
}

import { useId, useState } from 'react';
import Plus from 'lucide-react/icons/plus';
import { ZCreateLocalConnection } from '@contracts/booking/connection';
import { Button } from '@/components/ui/button';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { createLocalConnection } from '../api/create-local-connection';
import { connectionChangeKeys } from '../lib/connection-keys';

/** "Local Calendar" (spec §2): a calendar kept in vCISO Hub itself, named by the owner. */
export function LocalCalendarDialog({ bookingPageId }: { bookingPageId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const form = useContractForm(ZCreateLocalConnection, {
    defaultValues: { name: '' },
    idPrefix: id,
  });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (input) => {
    const created = await act({
      run: () => createLocalConnection(bookingPageId, input),
      success: { title: 'Success', description: 'Local calendar created successfully' },
      error: 'Error',
      revalidate: connectionChangeKeys(bookingPageId),
    });
    if (created.ok) setOpen(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) form.reset();
      }}
      title="Create Local Calendar"
      description="A calendar kept in vCISO Hub, for meetings you add yourself."
      trigger={
        <Button variant="outline">
          <Plus aria-hidden />
          Local Calendar
        </Button>
      }
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormField field={form.field('name')} label="Calendar name">
          {(control) => <Input {...control} placeholder="e.g. Client meetings" autoFocus />}
        </FormField>
        <DialogFormFooter busy={busy} submitLabel="Create" busyLabel="Creating..." />
      </form>
    </FormDialog>
  );
}

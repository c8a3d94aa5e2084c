import Plus from 'lucide-react/icons/plus';
import { ZCreateLocalConnection } from '@contracts/booking/connection';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import { createLocalConnection } from '../api/create-local-connection';
import { connectionChangeKeys } from '../lib/connection-keys';

/** "Local Calendar" (spec §2): a calendar kept in vCISO Hub itself, named by the owner. */
export function LocalCalendarDialog({ bookingPageId }: { bookingPageId: string }) {
  const { form, act, busy, dialog, close } = useFormDialog(ZCreateLocalConnection, { name: '' });

  const onSubmit = form.submit(async (input) => {
    const created = await act({
      run: () => createLocalConnection(bookingPageId, input),
      success: { title: 'Success', description: 'Local calendar created successfully' },
      error: 'Error',
      revalidate: connectionChangeKeys(bookingPageId),
    });
    if (created.ok) close();
  });

  return (
    <FormDialog
      {...dialog}
      title="Create Local Calendar"
      description="A calendar kept in vCISO Hub, for meetings you add yourself."
      trigger={
        <Button variant="outline">
          <Plus aria-hidden />
          Local Calendar
        </Button>
      }
    >
      <DialogForm onSubmit={onSubmit} busy={busy} submitLabel="Create" busyLabel="Creating...">
        <FormField field={form.field('name')} label="Calendar name">
          {(control) => <Input {...control} placeholder="e.g. Client meetings" autoFocus />}
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}

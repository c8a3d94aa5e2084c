import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import { disabled } from '../../../support/web/read';
import { renderScreen } from '../../../support/web/render';

/*
 * The pieces every form dialog is built from (a library's "New Library", an invoice's "Send", a
 * meeting's "Cancel meeting"...): opened, typed into, sent and closed as a person does.
 */

const ZName = z.object({ name: z.string().trim().min(1, 'Name is required') });

function NameDialog({ save }: { save: (name: string) => Promise<void> }) {
  const { form, act, busy, dialog, close } = useFormDialog(ZName, { name: 'Draft' });
  const onSubmit = form.submit(async ({ name }) => {
    const done = await act({ run: () => save(name), success: 'Name saved', error: 'Not saved' });
    if (done.ok) close();
  });
  return (
    <FormDialog
      {...dialog}
      title="Rename"
      description="A new name for the item."
      trigger={<Button>Rename</Button>}
    >
      <DialogForm onSubmit={onSubmit} busy={busy} submitLabel="Save" busyLabel="Saving...">
        <FormField field={form.field('name')} label="Name">
          {(control) => <Input {...control} />}
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('A form dialog', () => {
  it('refuses what the contract refuses, saying why, and sends nothing', async () => {
    const sent: string[] = [];
    const ui = renderScreen(<NameDialog save={async (name) => void sent.push(name)} />);
    await ui.user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    await ui.user.clear(within(dialog).getByLabelText('Name'));
    await ui.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeDefined();
    expect(await screen.findByText('Validation Error')).toBeDefined();
    expect(sent).toEqual([]);
  });

  it('stays open and disabled while it saves, then closes and opens afresh', async () => {
    const pending = deferred();
    const ui = renderScreen(<NameDialog save={() => pending.promise} />);
    const trigger = screen.getByRole('button', { name: 'Rename' });
    await ui.user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    const field = within(dialog).getByLabelText('Name');
    await ui.user.clear(field);
    await ui.user.type(field, 'Final');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const saving = await within(dialog).findByRole('button', { name: 'Saving...' });
    expect(disabled(saving)).toBe(true);
    expect(disabled(within(dialog).getByRole('button', { name: 'Cancel' }))).toBe(true);
    await ui.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeDefined();

    pending.resolve();
    expect(await screen.findByText('Name saved')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await ui.user.click(trigger);
    const again = await screen.findByRole('dialog', { name: 'Rename' });
    expect(within(again).getByLabelText<HTMLInputElement>('Name').value).toBe('Draft');
  });

  it('"Cancel" closes it, forgetting what was typed', async () => {
    const ui = renderScreen(<NameDialog save={async () => {}} />);
    await ui.user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    await ui.user.type(within(dialog).getByLabelText('Name'), ' changed');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await ui.user.click(screen.getByRole('button', { name: 'Rename' }));
    const again = await screen.findByRole('dialog', { name: 'Rename' });
    expect(within(again).getByLabelText<HTMLInputElement>('Name').value).toBe('Draft');
  });
});

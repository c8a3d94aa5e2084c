import { useId } from 'react';
import {
  applicationMessages,
  ZAddNote,
  type TApplicationNote,
} from '@contracts/applications/application';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { addNote } from '../api/add-note';
import { applicationPath } from '../api/get-application';
import { formatDate } from '../lib/format-date';

/** The screeners' notes on an application, and a form to add one. */
export function NotesCard({
  id,
  notes,
  omitted,
}: {
  id: string;
  notes: TApplicationNote[];
  /** Older notes the server left out. */
  omitted: number;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notes</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">No notes yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Notes">
            {omitted > 0 && (
              <li className="text-sm text-muted-foreground">
                {applicationMessages.olderNotes(omitted)}
              </li>
            )}
            {notes.map((note) => (
              <li key={note.id} className="rounded-md border p-3 text-sm">
                <p className="break-words whitespace-pre-line">{note.text}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {note.by} · <time dateTime={note.at}>{formatDate(note.at, { time: true })}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
        <AddNoteForm id={id} />
      </CardContent>
    </Card>
  );
}

function AddNoteForm({ id }: { id: string }) {
  const prefix = useId();
  const form = useContractForm(ZAddNote, { defaultValues: { text: '' }, idPrefix: prefix });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (note) => {
    const added = await act({
      run: () => addNote(id, note),
      success: applicationMessages.noteAdded,
      error: applicationMessages.updateFailed,
      revalidate: [applicationPath(id)],
    });
    if (added.ok) form.reset();
  });

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate>
      <FormField
        field={form.field('text')}
        label="Add a note"
        hint={applicationMessages.notesDisclosed}
      >
        {(control) => <Textarea {...control} rows={3} />}
      </FormField>
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Adding...' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}

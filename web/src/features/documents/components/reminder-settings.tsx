import { useId, useState, type FormEvent } from 'react';
import BellRing from 'lucide-react/icons/bell-ring';
import type { TDocument } from '@contracts/documents/document';
import { reminderMessages, type TReminderSettings } from '@contracts/documents/reminders';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useAction } from '@/lib/use-action';
import { documentKey } from '../api/get-document';
import { setReminders } from '../api/set-reminders';
import { REMINDER_DAY_OPTIONS, reminderChange, reminderHelp } from '../lib/reminders';

/**
 * "Reminders" of a draft or a document out for signature: whether the signers still to answer
 * are mailed their link again, and how often, saved when the owner presses Save. The server
 * refuses a document that left signing meanwhile (`reminderMessages.closed`); the document then
 * reloads, and this section goes with its status.
 */
export function ReminderSettings({ document }: { document: TDocument }) {
  const id = useId();
  const { act, busy } = useAction();
  const saved = document.reminders;
  const [chosen, setChosen] = useState<TReminderSettings>(saved);
  // Once the document reloads with other settings (saved here or elsewhere), the form follows.
  const [shown, setShown] = useState<TReminderSettings>(saved);
  if (reminderChange(shown, saved)) {
    setShown(saved);
    setChosen(saved);
  }
  const change = reminderChange(saved, chosen);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !change) return;
    await act({
      run: () => setReminders(document.id, change),
      success: reminderMessages.saved,
      error: reminderMessages.saveFailed,
      revalidate: [documentKey(document.id)],
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reminders</CardTitle>
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          {reminderHelp}
        </p>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(event) => void save(event)} aria-busy={busy}>
          <label htmlFor={`${id}-enabled`} className="flex items-center gap-3 text-sm font-medium">
            <input
              id={`${id}-enabled`}
              type="checkbox"
              className="size-5 accent-primary"
              checked={chosen.enabled}
              disabled={busy}
              aria-describedby={`${id}-help`}
              onChange={(event) => setChosen({ ...chosen, enabled: event.target.checked })}
            />
            Remind signers automatically
          </label>
          <div className="grid max-w-xs gap-2">
            <Label htmlFor={`${id}-every`}>How often</Label>
            <NativeSelect
              id={`${id}-every`}
              value={String(chosen.everyDays)}
              disabled={busy || !chosen.enabled}
              onChange={(event) => setChosen({ ...chosen, everyDays: Number(event.target.value) })}
            >
              {REMINDER_DAY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <Button type="submit" variant="outline" disabled={busy || !change}>
              <BellRing aria-hidden />
              {busy ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

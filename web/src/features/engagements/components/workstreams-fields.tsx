import { useEffect, useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { MAX_WORKSTREAMS } from '@contracts/engagements/engagement';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { fieldError } from '@/lib/forms/form-errors';
import type { EngagementFormApi } from '../lib/form-types';

/**
 * The engagement's workstreams: labels for the work inside it (say "ISO 27001 readiness",
 * "Board reporting"), one name per row, at most `MAX_WORKSTREAMS`. A renamed row keeps its id in
 * the form's values, so time logged against it stays with it. A new row takes the focus; after a
 * removal the focus goes to "Add workstream", so a keyboard user is never left on a button that
 * is gone.
 */
export function WorkstreamsFields({
  form,
  idPrefix,
}: {
  form: EngagementFormApi;
  idPrefix: string;
}) {
  // react-hook-form keys its rows by a generated `id` of its own, which would hide the
  // workstream's: the rows' key is named apart, and the values keep the workstream's id.
  const rows = useFieldArray({ control: form.control, name: 'workstreams', keyName: 'rowKey' });
  const addRef = useRef<HTMLButtonElement>(null);
  const [removed, setRemoved] = useState(0);
  const full = rows.fields.length >= MAX_WORKSTREAMS;
  const { errors } = form.formState;
  const error = fieldError(errors, 'workstreams.root') ?? fieldError(errors, 'workstreams');
  const hintId = `${idPrefix}-workstreams-hint`;
  const errorId = `${idPrefix}-workstreams-error`;

  // After a removal has been drawn (the button enabled again when the list was full).
  useEffect(() => {
    if (removed > 0) addRef.current?.focus();
  }, [removed]);

  return (
    <fieldset
      className="grid min-w-0 gap-3"
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className="mb-1 text-base font-semibold">Workstreams</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        Labels for the work inside this engagement, at most {MAX_WORKSTREAMS}; time can be logged
        against each. Renaming one keeps the time logged against it.
      </p>
      {rows.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">No workstreams yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Workstreams">
          {rows.fields.map((row, index) => (
            <li key={row.rowKey} className="flex min-w-0 items-start gap-2">
              <div className="min-w-0 flex-1">
                <FormField
                  field={form.field(`workstreams.${index}.name`)}
                  label={`Workstream ${index + 1}`}
                >
                  {(props) => <Input {...props} autoComplete="off" />}
                </FormField>
              </div>
              <IconButton
                type="button"
                label={`Remove workstream ${index + 1}`}
                title="Remove workstream"
                icon={Trash2}
                className="mt-7 size-10 shrink-0 text-destructive hover:text-destructive"
                onClick={() => {
                  rows.remove(index);
                  setRemoved((n) => n + 1);
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button
          ref={addRef}
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() => rows.append({ name: '' })}
        >
          <Plus aria-hidden />
          Add workstream
        </Button>
      </div>
    </fieldset>
  );
}

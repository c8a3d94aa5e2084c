import { useFieldArray } from 'react-hook-form';
import { MAX_WORKSTREAMS } from '@contracts/engagements/engagement';
import { RowList } from '@/components/forms/row-list';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldError } from '@/lib/forms/form-errors';
import type { EngagementFormApi } from '../lib/form-types';

/**
 * The engagement's workstreams: labels for the work inside it (say "ISO 27001 readiness",
 * "Board reporting"), one name per row, at most `MAX_WORKSTREAMS`. A renamed row keeps its id in
 * the form's values, so time logged against it stays with it (`RowList` draws the list).
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
  const { errors } = form.formState;
  return (
    <RowList
      legend="Workstreams"
      hint={
        <>
          Labels for the work inside this engagement, at most {MAX_WORKSTREAMS}; time can be logged
          against each. Renaming one keeps the time logged against it.
        </>
      }
      noun="workstream"
      keys={rows.fields.map((row) => row.rowKey)}
      max={MAX_WORKSTREAMS}
      error={fieldError(errors, 'workstreams.root') ?? fieldError(errors, 'workstreams')}
      idPrefix={idPrefix}
      onAdd={() => rows.append({ name: '' })}
      onRemove={(index) => rows.remove(index)}
      row={(index, removeButton) => (
        <div className="flex min-w-0 items-start gap-2">
          <div className="min-w-0 flex-1">
            <FormField
              field={form.field(`workstreams.${index}.name`)}
              label={`Workstream ${index + 1}`}
            >
              {(props) => <Input {...props} autoComplete="off" />}
            </FormField>
          </div>
          {removeButton('mt-7 shrink-0')}
        </div>
      )}
    />
  );
}

import { useId } from 'react';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type TApplicationStatus,
} from '@contracts/applications/application';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

const ALL = '';

/** The status filter: every status, or one of the five. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: TApplicationStatus | undefined;
  onChange: (status: TApplicationStatus | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2 sm:w-56">
      <Label htmlFor={id}>Status</Label>
      <NativeSelect
        id={id}
        value={value ?? ALL}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === ALL ? undefined : (next as TApplicationStatus));
        }}
      >
        <option value={ALL}>All</option>
        {APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {APPLICATION_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

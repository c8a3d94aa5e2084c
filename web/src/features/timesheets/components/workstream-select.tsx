import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import type { Workstream } from '../lib/workstreams';

/**
 * The engagement's workstreams to put time against, "None" first; the value is the chosen
 * workstream's id, or null for none (never the empty string the browser's select holds).
 */
export function WorkstreamSelect({
  workstreams,
  value,
  onChange,
  ...props
}: Omit<ComponentProps<typeof NativeSelect>, 'value' | 'onChange' | 'children'> & {
  workstreams: readonly Workstream[];
  value: string | null;
  onChange: (workstreamId: string | null) => void;
}) {
  return (
    <NativeSelect
      {...props}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
    >
      <option value="">None</option>
      {workstreams.map((w) => (
        <option key={w.id} value={w.id}>
          {w.name}
        </option>
      ))}
    </NativeSelect>
  );
}

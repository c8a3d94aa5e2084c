import Send from 'lucide-react/icons/send';
import { Button } from '@/components/ui/button';

/** The form's submit button: disabled while sending, with the spec's "…ing" label (spec §4). */
export function SubmitRow({
  label,
  busyLabel,
  busy,
  disabled = false,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy || disabled}>
        <Send aria-hidden />
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}

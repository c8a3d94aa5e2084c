import { ENTRY_STATUS_LABELS, type TEntryStatus } from '@contracts/timesheets/entry';
import { Badge } from '@/components/ui/badge';
import { STATUS_STYLES } from '../lib/display';

/** An entry's status in its own colour, always with its name (draft, submitted, approved). */
export function StatusBadge({ status }: { status: TEntryStatus }) {
  return <Badge className={STATUS_STYLES[status]}>{ENTRY_STATUS_LABELS[status]}</Badge>;
}

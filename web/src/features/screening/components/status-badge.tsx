import {
  APPLICATION_STATUS_LABELS,
  type TApplicationStatus,
} from '@contracts/applications/application';
import { Badge } from '@/components/ui/badge';
import { STATUS_STYLES } from '../lib/status-styles';

/** An application's status in its own colour, always with its name. */
export function StatusBadge({ status }: { status: TApplicationStatus }) {
  return <Badge className={STATUS_STYLES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}

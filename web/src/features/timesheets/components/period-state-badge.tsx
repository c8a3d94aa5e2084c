import { PERIOD_STATE_LABELS, type TPeriodState } from '@contracts/timesheets/period-approval';
import { Badge } from '@/components/ui/badge';
import { PERIOD_STATE_STYLES } from '../lib/period-display';

/** A submitted period's state in its own colour, always with its name. */
export function PeriodStateBadge({ state }: { state: TPeriodState }) {
  return <Badge className={PERIOD_STATE_STYLES[state]}>{PERIOD_STATE_LABELS[state]}</Badge>;
}

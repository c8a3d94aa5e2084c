import type { TMatchOutcome } from '@contracts/applications/matching';
import { Badge } from '@/components/ui/badge';
import { OUTCOME_LABELS, OUTCOME_STYLES } from '../../lib/status-styles';

/** How one criterion came out, in its own colour and always in words. */
export function OutcomeBadge({ outcome }: { outcome: TMatchOutcome }) {
  return <Badge className={OUTCOME_STYLES[outcome]}>{OUTCOME_LABELS[outcome]}</Badge>;
}

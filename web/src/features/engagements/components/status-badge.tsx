import type { TEngagementStatus } from '@contracts/engagements/engagement';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { statusLabel } from '../lib/engagement-display';

/** A draft is the consultant's alone; awaiting signature waits on the client; active is agreed. */
const VARIANTS: Record<TEngagementStatus, BadgeProps['variant']> = {
  draft: 'outline',
  awaitingSignature: 'secondary',
  active: 'success',
  ended: 'secondary',
};

/** An engagement's status as its list line and its screen show it. */
export function StatusBadge({ status }: { status: TEngagementStatus }) {
  return <Badge variant={VARIANTS[status]}>{statusLabel(status)}</Badge>;
}

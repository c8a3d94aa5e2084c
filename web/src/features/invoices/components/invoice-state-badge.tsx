import { Badge } from '@/components/ui/badge';
import type { InvoiceState } from '../lib/invoice-display';

const VARIANTS: Record<InvoiceState, 'secondary' | 'success' | 'outline'> = {
  Preparing: 'secondary',
  Ready: 'success',
  Sent: 'success',
  Failed: 'outline',
  Credited: 'outline',
};

/** Where an invoice stands, its name always written out. */
export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  return (
    <Badge
      variant={VARIANTS[state]}
      className={state === 'Failed' ? 'border-destructive text-destructive' : undefined}
    >
      {state}
    </Badge>
  );
}

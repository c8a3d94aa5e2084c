import type { TDocumentStatus } from '@contracts/documents/document';
import { Badge } from '@/components/ui/badge';
import { documentStatusStyle } from '../lib/status';

export function DocumentStatusBadge({ status }: { status: TDocumentStatus }) {
  const { label, variant, className } = documentStatusStyle(status);
  return (
    <Badge variant={variant} className={className}>
      {label}
    </Badge>
  );
}

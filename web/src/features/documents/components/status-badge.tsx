import { DOCUMENT_STATUS_LABELS, type TDocumentStatus } from '@contracts/documents/document';
import { Badge } from '@/components/ui/badge';

const variantOf = (status: TDocumentStatus) =>
  status === 'fully_signed'
    ? 'success'
    : status === 'draft'
      ? 'secondary'
      : status === 'declined' || status === 'expired'
        ? 'outline'
        : 'default';

export function DocumentStatusBadge({ status }: { status: TDocumentStatus }) {
  return <Badge variant={variantOf(status)}>{DOCUMENT_STATUS_LABELS[status]}</Badge>;
}

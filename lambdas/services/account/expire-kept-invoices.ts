import { RETENTION } from '@contracts/account/retention';
import { keptInvoiceExpired } from '@domain/account/invoice-retention';
import { keptInvoiceKeys } from '../../keys/kept-invoice';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { Table } from '../../ports/table';

export interface KeptInvoiceExpiryResult {
  expired: number;
}

/**
 * The end of the promise: an invoice or credit note kept from a closed account goes, PDF first,
 * once the day after its last day (`RETENTION.invoiceYears`) has come. GSI2 orders them by that
 * day, so only those already due are read.
 */
export async function expireKeptInvoices(
  deps: {
    table: Pick<Table, 'queryPages' | 'delete'>;
    documents: Pick<FileStore, 'delete'>;
    clock: Clock;
  },
  input: { log?: Logger } = {},
): Promise<KeptInvoiceExpiryResult> {
  const today = deps.clock.now().toISOString().slice(0, 10);
  let expired = 0;
  for await (const page of deps.table.queryPages<{
    id?: unknown;
    keptUntil?: unknown;
    fileKey?: unknown;
  }>({
    index: 'GSI2',
    pk: keptInvoiceKeys.indexPartition('GSI2', {}),
    sk: { lt: today },
    projection: ['id', 'keptUntil', 'fileKey'],
  })) {
    for (const item of page) {
      if (typeof item.id !== 'string' || !keptInvoiceExpired(String(item.keptUntil), today))
        continue;
      if (typeof item.fileKey === 'string') await deps.documents.delete(item.fileKey);
      await deps.table.delete(keptInvoiceKeys.key({ id: item.id }));
      expired += 1;
    }
  }
  input.log?.info('Kept invoice expiry finished', {
    expired,
    today,
    years: RETENTION.invoiceYears,
  });
  return { expired };
}

import { conflict } from '../../errors';
import { uploadExpiryKeys } from '../../keys/upload-expiry';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import { STAGING_PREFIX, type FileStore } from '../../ports/file-store';
import type { Table, TableKey } from '../../ports/table';
import {
  documentKey,
  RESERVATION_TTL_SECONDS,
  type DocumentItem,
} from '../documents/document-item';
import type { UploadExpiryItem } from '../documents/upload-expiry-item';
import { dueEntries, summarizeSweep } from '../sweep';

export const UPLOAD_SWEEP_SUMMARY = 'Upload sweep finished';

/** The reservation's file was accepted between the read and the removal: it stays a document. */
const ACCEPTED_MEANWHILE = conflict('The upload was accepted meanwhile');

/**
 * A staged object older than this was never accepted and never will be: a document's reservation
 * ends a day after it was made (and its file arrives after that), a photo's upload URL lasts
 * minutes and the form submits right after it.
 */
export const STAGED_LIFETIME_MS = RESERVATION_TTL_SECONDS * 1000;

export interface UploadSweepResult {
  /** Upload reservations past their time, removed with their staged file. */
  reservations: number;
  /** Staged objects of either bucket past their lifetime, deleted. */
  staged: number;
}

/**
 * The hourly sweep, so nothing uploaded lingers unowned: every document reservation past its day
 * is removed (its item unless the file was accepted meanwhile, its staged file, its entry), and
 * every staged document or photo older than a day is deleted. The buckets' lifecycle rule expires
 * staged objects too; this does it where there is none (locally) and on time. A failure leaves
 * the rest for the next run.
 */
export async function sweepUploads(
  deps: {
    table: Pick<Table, 'query' | 'get' | 'transaction' | 'delete'>;
    documents: Pick<FileStore, 'list' | 'delete'>;
    photos: Pick<FileStore, 'list' | 'delete'>;
    clock: Clock;
  },
  input: { log?: Logger } = {},
): Promise<UploadSweepResult> {
  const now = deps.clock.now();
  const result: UploadSweepResult = {
    reservations: await removeExpiredReservations(deps, now),
    staged: 0,
  };
  const cutoff = now.getTime() - STAGED_LIFETIME_MS;
  for (const bucket of [deps.documents, deps.photos]) {
    let cursor: string | undefined;
    do {
      const page = await bucket.list(STAGING_PREFIX, cursor);
      for (const object of page.objects) {
        if (object.lastModified.getTime() >= cutoff) continue;
        await bucket.delete(object.key);
        result.staged += 1;
      }
      cursor = page.cursor;
    } while (cursor);
  }
  return summarizeSweep(input.log, UPLOAD_SWEEP_SUMMARY, result, {
    worked: result.reservations + result.staged > 0,
  });
}

async function removeExpiredReservations(
  deps: {
    table: Pick<Table, 'query' | 'get' | 'transaction' | 'delete'>;
    documents: Pick<FileStore, 'delete'>;
  },
  now: Date,
): Promise<number> {
  const items = await dueEntries<UploadExpiryItem>(
    deps.table,
    uploadExpiryKeys.pk.format({}),
    now.toISOString(),
  );
  let removed = 0;
  for (const entry of items) {
    const key = documentKey(entry.documentId);
    const document = await deps.table.get<DocumentItem>(key, { consistent: true });
    // An upload accepted at this moment keeps its document; the next run drops the entry.
    if (document?.status === 'uploading' && !(await removeReservation(deps.table, key))) continue;
    if (!document || document.status === 'uploading') {
      // Never accepted: its staged file, and an original a failed acceptance may have written.
      await deps.documents.delete(entry.stagedKey);
      await deps.documents.delete(entry.stagedKey.slice(STAGING_PREFIX.length));
      removed += 1;
    }
    // Last, so a run that fails before this point is repeated by the next one.
    await deps.table.delete({ PK: entry.PK, SK: entry.SK });
  }
  return removed;
}

/** Deletes the reservation if it is still one; false when its file was accepted meanwhile. */
async function removeReservation(table: Pick<Table, 'transaction'>, key: TableKey) {
  try {
    await table.transaction().delete(key, ACCEPTED_MEANWHILE, { status: 'uploading' }).commit();
    return true;
  } catch (error) {
    if (error === ACCEPTED_MEANWHILE) return false;
    throw error;
  }
}

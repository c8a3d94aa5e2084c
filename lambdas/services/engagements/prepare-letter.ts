import type { TFieldInput } from '@contracts/documents/fields';
import type { TEngagementLetterRequested } from '@contracts/engagements/events';
import { concurrentWrite } from '../../errors';
import type { Logger } from '../../middleware/logger';
import type { FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { toFieldItem } from '../documents/field-item';
import { toLibraryItem } from '../documents/library-item';
import { ownedDocument } from '../documents/owned-document';
import { replaceSigners } from '../documents/replace-signers';
import { saveGeneratedDocument } from '../documents/save-generated-document';
import type { LinkIssuingDeps } from '../documents/signing/issue-link';
import { sendDocument } from '../documents/signing/send-document';
import { renderEngagementLetter } from '../pdf/engagement-letter';
import {
  engagementKey,
  lettersOf,
  type EngagementItem,
  type StoredLetter,
} from './engagement-item';
import { letterContent } from './letter-content';

/**
 * Drawing and sending a requested letter (`send-letter.ts` makes the request), off the request:
 * PDF drawing, with its library and fonts, runs only where events are handled.
 */

/** What drawing and sending a requested letter reaches: the documents area's send, and files. */
export type LetterDeps = LinkIssuingDeps & {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction' | 'putIfAbsent'>;
  ids: IdGenerator;
  documents: FileStore;
};

/** Where the client's letters are kept: a library of the owner's, with the client's id. */
const LETTER_LIBRARY_DESCRIPTION = 'Engagement letters and change orders, signed and sealed';
const LETTER_SOURCE = 'engagement letter';
const LIBRARY_NAME_MAX = 100;

/**
 * Step 2, `EngagementLetterRequested`: the letter drawn, saved, given its signers and sent, the
 * send's transaction marking it sent. Answers `gone` for an engagement or letter no longer
 * there, `already done` for one past being prepared.
 */
export async function prepareLetter(
  deps: LetterDeps,
  input: { detail: TEngagementLetterRequested; log?: Logger },
): Promise<'done' | 'already done' | 'gone'> {
  const { sub } = input.detail;
  const stored = await deps.table.get<EngagementItem>(
    engagementKey(sub, input.detail.engagementId),
    {
      consistent: true,
    },
  );
  const letter = stored && lettersOf(stored).find((l) => l.id === input.detail.letterId);
  if (!stored || !letter) return 'gone';
  if (letter.status !== 'preparing') return 'already done';
  const signers = letter.signers ?? [];
  const consultant = signers.find((signer) => signer.side === 'consultant');
  const now = deps.clock.now();

  const content = letterContent({
    kind: letter.kind,
    number: letter.number ?? 1,
    engagementTitle: stored.title,
    consultant: { name: consultant?.name ?? '', email: consultant?.email ?? '' },
    client: { name: letter.clientName ?? '', address: letter.clientAddress ?? '' },
    currency: stored.currency,
    startDate: stored.startDate,
    endDate: letter.endDate,
    effectiveFrom: letter.effectiveFrom,
    timeZone: stored.timeZone,
    terms: letter.terms,
    cadence: stored.cadence,
    workstreams: stored.workstreams.map((w) => w.name),
    clauses: letter.kind === 'letter' ? stored.clauses : '',
    signers,
  });
  const file = await renderEngagementLetter(content, {
    author: consultant?.name ?? '',
    at: new Date(letter.sentAt),
  });

  const documentId = letter.documentId;
  const libraryId = await letterLibrary(deps, sub, stored.clientId, letter.clientName ?? '', now);
  await saveGeneratedDocument(deps, {
    id: documentId,
    sub,
    libraryId,
    title: content.title,
    fileName: file.fileName,
    fileType: 'pdf',
    bytes: file.bytes,
    at: new Date(letter.sentAt),
    source: LETTER_SOURCE,
    engagementLetter: { engagementId: stored.id, letterId: letter.id },
  });

  const sent: StoredLetter = { ...letter, status: 'sent' };
  const letters = lettersOf(stored).map((l) => (l.id === letter.id ? sent : l));
  const updatedAt = now.toISOString();
  const fieldSet = deps.ids.newId();
  const fields = signers.flatMap((signer, i): TFieldInput[] => {
    const boxes = file.fields[i]!;
    const at = { signerEmail: signer.email, page: boxes.page, required: true };
    return [
      { id: `${letter.id}-${i + 1}-signature`, type: 'signature', ...at, ...boxes.signature },
      { id: `${letter.id}-${i + 1}-date`, type: 'date', ...at, ...boxes.date },
    ];
  });
  await replaceSigners(deps, {
    sub,
    bundle: await ownedDocument(deps.table, { id: documentId, sub }),
    workflowType: 'chain',
    signers: signers.map(({ name: signerName, email: signerEmail }) => ({
      name: signerName,
      email: signerEmail,
    })),
    fields: {
      fieldSet,
      items: fields.map((field) =>
        toFieldItem(documentId, fieldSet, { ...field, required: field.required ?? true }),
      ),
    },
    details: { workflow_type: 'chain', signer_count: signers.length },
  });
  await sendDocument(deps, {
    id: documentId,
    sub,
    ...(letter.message ? { message: letter.message } : {}),
    ...(input.log ? { log: input.log } : {}),
    alsoWrite: (tx) =>
      tx.update(engagementKey(sub, stored.id), { set: { letters, updatedAt } }, concurrentWrite(), {
        updatedAt: stored.updatedAt,
      }),
  });
  return 'done';
}

/**
 * The library holding the client's letters: the owner's library with the client's own id, made
 * on first use (and again if the owner deleted it), so no lookup by name and no race makes two.
 */
async function letterLibrary(
  deps: Pick<LetterDeps, 'table'>,
  sub: string,
  clientId: string,
  clientName: string,
  now: Date,
): Promise<string> {
  const name = clientName.slice(0, LIBRARY_NAME_MAX);
  await deps.table.putIfAbsent(
    toLibraryItem({
      id: clientId,
      sub,
      library: {
        name,
        category: 'client',
        categoryValue: name,
        description: LETTER_LIBRARY_DESCRIPTION,
      },
      createdAt: now.toISOString(),
    }),
  );
  return clientId;
}

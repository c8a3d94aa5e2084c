import { describe, expect, it } from 'vitest';
import { monthsBefore } from '@contracts/account/retention';
import { keyCatalogue } from '../../../../../lambdas/keys';
import { calendarConnectionKeys } from '../../../../../lambdas/keys/calendar-connection';
import {
  accountArchive,
  applicationArchive,
  ARCHIVED,
  bookingPageArchive,
  documentArchive,
} from '../../../../../lambdas/services/account/archive-entries';
import {
  historyItem,
  matchItems,
  noteItem,
  toApplicationItem,
  type ApplicationItem,
} from '../../../../../lambdas/services/applications/application-item';
import { toBookingPageItem } from '../../../../../lambdas/services/booking-pages/booking-page-item';
import { fromConnectionItem } from '../../../../../lambdas/services/booking-pages/connection-item';
import { loadDocument } from '../../../../../lambdas/services/documents/owned-document';
import type { TableItem } from '../../../../../lambdas/ports/table';
import { cisoApplication, roleRequest } from '../../../../support/applications';
import { MemoryTable } from '../../support/memory-table';

const ADMIN = 'screener@vciso.example';
const AT = '2026-06-01T09:00:00.000Z';

/**
 * The partitions an account owns (`owned-data.ts`): its pages and their connections, documents,
 * applications, and its own (with those kept apart from `USER#`: invoice details, invoices, timer,
 * the archive's request, the clients).
 */
const OWNED_PARTITION = /^(CAL|CALCONN|DOC|APP|USER|BILLING|INVOICE|TIMER|DATAEXPORT|CLIENT)#\{/;

describe('what the archive makes of each stored entity', () => {
  it('names every entity of the owned partitions once: an entry, part of one, or left out', () => {
    const named = [...ARCHIVED.entries, ...ARCHIVED.within, ...ARCHIVED.leftOut].map(
      (keys) => keys.entity,
    );
    expect(new Set(named).size).toBe(named.length);
    const owned = keyCatalogue
      .filter((keys) => OWNED_PARTITION.test(keys.pk.template))
      .map((keys) => keys.entity);
    expect(owned.filter((entity) => !named.includes(entity))).toEqual([]);
  });
});

describe('the archive’s entries', () => {
  it('names the entity and drops storage keys, expiry and secrets', async () => {
    const calendar = toBookingPageItem({
      id: 'c1',
      userId: 'owner-sub',
      name: 'Office hours',
      description: '',
      slug: 'office-hours',
      defaultMeetingDuration: 30,
      bufferTime: 0,
      timeZone: 'UTC',
      availability: [],
      createdAt: AT,
    });
    const connection = {
      ...calendarConnectionKeys.key({ bookingPageId: 'c1', id: 'k1' }),
      GSI1PK: 'CALSYNC',
      GSI1SK: 'x',
      ttl: 123,
      id: 'k1',
      bookingPageId: 'c1',
      provider: 'google',
      refreshTokenCiphertext: 'sealed',
      tokenHash: 'abc',
      lastSyncedAt: '2026-12-01T00:00:00.000Z',
    };
    const { entries } = await bookingPageArchive(new MemoryTable([calendar, connection]), [
      calendar,
    ]);
    expect(entries.map((e) => e.entity)).toEqual(['booking page', 'calendar connection']);
    expect(entries[1]).toEqual({
      entity: 'calendar connection',
      ...fromConnectionItem(connection, undefined),
    });
    expect(JSON.stringify(entries)).not.toMatch(/"(PK|SK|GSI\dPK|GSI\dSK|ttl)"|sealed|abc/);
  });

  it('keeps an audit row’s chain hashes, which are evidence, not secrets', async () => {
    const table = new MemoryTable([
      {
        PK: 'DOC#d1',
        SK: 'DOC',
        id: 'd1',
        ownerSub: 'owner-sub',
        title: 'MSA',
        status: 'completed',
        originalKey: 'owner-sub/d1/original.pdf',
        originalFileName: 'msa.pdf',
        createdAt: AT,
      },
      {
        PK: 'DOC#d1',
        SK: 'STEP#001',
        documentId: 'd1',
        order: 1,
        name: 'Sam Signer',
        email: 'sam@example.com',
        status: 'signed',
        signedAt: AT,
        tokenHash: 'link-hash',
        ip: '203.0.113.9',
        userAgent: 'Browser/1.0',
      },
      {
        PK: 'DOC#d1',
        SK: 'AUDIT#000001',
        documentId: 'd1',
        seq: 1,
        action: 'created',
        actor: 'owner:owner-sub',
        at: AT,
        details: {},
        hash: 'h1',
        prevHash: 'h0',
      },
    ]);
    const { entries, files } = await documentArchive(table, (await loadDocument(table, 'd1'))!);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'document',
      id: 'd1',
      signers: [expect.objectContaining({ name: 'Sam Signer', email: 'sam@example.com' })],
      timeline: [expect.objectContaining({ seq: 1, hash: 'h1', prevHash: 'h0' })],
      files: { original: 'files/documents/d1/msa.pdf' },
    });
    // The signer's evidence beyond the times stays with the sealed record, as on the owner's page.
    expect(JSON.stringify(entries)).not.toMatch(/link-hash|203\.0\.113\.9|Browser/);
    expect(files).toEqual([
      { bucket: 'documents', key: 'owner-sub/d1/original.pdf', path: 'documents/d1/msa.pdf' },
    ]);
  });
});

/** A role request and a professional, with the match an administrator proposed between them. */
function proposed(state: 'proposed' | 'accepted' | 'declined') {
  const role = toApplicationItem({
    id: 'role-1',
    sub: 'company-sub',
    submission: { kind: 'role', submission: roleRequest() as never },
    photoKey: null,
    createdAt: AT,
  });
  const candidate = toApplicationItem({
    id: 'ciso-1',
    sub: 'pro-sub',
    submission: {
      kind: 'ciso',
      submission: cisoApplication({ fullName: 'Dana Whitfield' }) as never,
    },
    photoKey: 'photos/pro-sub/p.png',
    createdAt: AT,
  });
  const [onRole, onCandidate] = matchItems({
    matchId: 'm1',
    role,
    candidate,
    by: ADMIN,
    at: AT,
  }).map((m) => ({ ...m, state, ...(state === 'proposed' ? {} : { decidedAt: AT }) }));
  const history = (id: string) =>
    historyItem({ id, changeId: `h-${id}`, from: 'new', to: 'screening', by: ADMIN, at: AT });
  const table = new MemoryTable([role, candidate, onRole!, onCandidate!]);
  return {
    table,
    role: role as ApplicationItem,
    candidate: candidate as ApplicationItem,
    roleRelated: [onRole!, history(role.id)] as TableItem[],
    candidateRelated: [
      onCandidate!,
      history(candidate.id),
      noteItem({ id: candidate.id, noteId: 'n1', text: 'Strong on ISO 27001.', by: ADMIN, at: AT }),
    ] as TableItem[],
  };
}

describe('an application in its applicant’s archive', () => {
  it('does not name the company to a professional who has not accepted, nor any screener', async () => {
    const { table, candidate, candidateRelated } = proposed('proposed');
    const { entries, files } = await applicationArchive(table, candidate, candidateRelated);
    expect(entries.map((e) => e.entity)).toEqual(['application', 'application note']);
    expect(entries[0]).toMatchObject({
      id: 'ciso-1',
      name: 'Dana Whitfield',
      history: [{ status: 'screening', at: AT }],
      proposals: [expect.objectContaining({ roleId: 'role-1', state: 'proposed', company: null })],
      photo: 'files/photos/ciso-1.png',
    });
    // The screener's note about the applicant is theirs to read; who wrote it is not.
    expect(entries[1]).toEqual({
      entity: 'application note',
      at: AT,
      text: 'Strong on ISO 27001.',
    });
    const text = JSON.stringify(entries);
    expect(text).not.toContain('Northwind');
    expect(text).not.toContain(ADMIN);
    expect(files).toEqual([
      { bucket: 'photos', key: 'photos/pro-sub/p.png', path: 'photos/ciso-1.png' },
    ]);
  });

  it('names the company once the professional has accepted', async () => {
    const { table, candidate, candidateRelated } = proposed('accepted');
    const { entries } = await applicationArchive(table, candidate, candidateRelated);
    expect(entries[0]).toMatchObject({
      proposals: [expect.objectContaining({ state: 'accepted', company: 'Northwind Payments' })],
    });
  });

  it('never names to a company the professionals proposed for its role', async () => {
    for (const state of ['proposed', 'declined', 'accepted'] as const) {
      const { table, role, roleRelated } = proposed(state);
      const { entries } = await applicationArchive(table, role, roleRelated);
      expect(entries.map((e) => e.entity)).toEqual(['application']);
      const text = JSON.stringify(entries);
      expect(text).not.toContain('Dana Whitfield');
      expect(text).not.toContain('ciso-1');
      expect(text).not.toContain(ADMIN);
    }
  });
});

describe('the account’s own records', () => {
  it('leaves out the bookkeeping and the archive’s own request', () => {
    const { entries } = accountArchive(
      [
        {
          PK: 'USER#u1',
          SK: 'LIB#l1',
          id: 'l1',
          name: 'Contracts',
          documentCount: 2,
          createdAt: AT,
        },
        { PK: 'USER#u1', SK: 'CALREF#c1' },
        { PK: 'USER#u1', SK: 'BOOKLOCK#2026-06-01', version: 3, busy: {} },
        { PK: 'USER#u1', SK: 'INVSEQ#invoice', last: 4 },
        { PK: 'USER#u1', SK: 'DATAEXPORT', id: 'x', status: 'pending' },
      ],
      new Date(AT),
    );
    expect(entries).toEqual([
      expect.objectContaining({ entity: 'library', id: 'l1', name: 'Contracts', documentCount: 2 }),
    ]);
  });
});

describe('monthsBefore', () => {
  it('counts calendar months, landing on the month’s last day when it is shorter', () => {
    expect(monthsBefore(new Date('2026-12-02T10:00:00.000Z'), 24).toISOString()).toBe(
      '2024-12-02T10:00:00.000Z',
    );
    expect(monthsBefore(new Date('2026-03-31T00:00:00.000Z'), 1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(monthsBefore(new Date('2026-01-15T00:00:00.000Z'), 13).toISOString()).toBe(
      '2024-12-15T00:00:00.000Z',
    );
  });
});

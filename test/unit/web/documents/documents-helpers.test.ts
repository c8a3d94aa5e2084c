import { describe, expect, it } from 'vitest';
import { documentMessages, MAX_UPLOAD_BYTES } from '@contracts/documents/document';
import { moveRow } from '../../../../web/src/features/documents/lib/signers';
import {
  canExtend,
  canResend,
  canVoid,
  documentStatusStyle,
  sendBlocker,
} from '../../../../web/src/features/documents/lib/status';
import {
  actorName,
  auditEntryIp,
  describeAuditEntry,
  voidReason,
} from '../../../../web/src/features/documents/lib/timeline';
import {
  fileProblem,
  proposedTitle,
  uploadInput,
} from '../../../../web/src/features/documents/lib/upload-input';

const entry = (action: string, actor: string, details: Record<string, unknown> = {}) => ({
  seq: 1,
  action,
  actor,
  at: '2026-01-01T10:00:00.000Z',
  details,
});

describe('upload input', () => {
  it('refuses other file types, empty and oversized files the moment they are picked', () => {
    expect(fileProblem({ name: 'notes.txt', size: 10 })).toBe(documentMessages.fileType);
    expect(fileProblem({ name: 'scan.PDF', size: 0 })).toBe(documentMessages.empty);
    expect(fileProblem({ name: 'big.docx', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      documentMessages.tooLarge,
    );
    expect(fileProblem({ name: 'Contract.v2.docx', size: 10 })).toBeUndefined();
  });

  it('proposes the file name as title unless the owner typed one', () => {
    expect(proposedTitle('', null, 'Master Services.pdf')).toBe('Master Services');
    expect(proposedTitle('Master Services', 'Master Services.pdf', 'NDA.docx')).toBe('NDA');
    expect(proposedTitle('My own title', 'Master Services.pdf', 'NDA.docx')).toBe('My own title');
  });

  it('asks for a file first, then applies the contract', () => {
    const base = { title: 'T', description: '', libraryId: '' };
    expect(uploadInput({ ...base, file: null })).toEqual({
      ok: false,
      field: 'file',
      message: documentMessages.fileRequired,
    });
    expect(uploadInput({ ...base, title: ' ', file: { name: 'a.pdf', size: 3 } })).toEqual({
      ok: false,
      field: 'title',
      message: documentMessages.titleRequired,
    });
    expect(uploadInput({ ...base, libraryId: 'lib-1', file: { name: 'a.pdf', size: 3 } })).toEqual({
      ok: true,
      input: { title: 'T', description: '', libraryId: 'lib-1', fileName: 'a.pdf', size: 3 },
    });
    expect(uploadInput({ ...base, file: { name: 'a.pdf', size: 3 } })).toMatchObject({
      ok: true,
      input: { libraryId: null },
    });
  });
});

describe('timeline', () => {
  it('names who acted', () => {
    expect(actorName('owner:abc')).toBe('You');
    expect(actorName('signer:ada@example.com')).toBe('ada@example.com');
    expect(actorName('system')).toBe('vCISO Hub');
  });

  it('describes each action in words, with its details', () => {
    expect(describeAuditEntry(entry('created', 'owner:x'))).toBe('You uploaded the document');
    expect(describeAuditEntry(entry('created', 'owner:x', { source: 'timesheet export' }))).toBe(
      'You saved the document from a timesheet export',
    );
    expect(
      describeAuditEntry(entry('edited', 'owner:x', { workflow_type: 'chain', signer_count: 2 })),
    ).toBe('You set 2 signers (chain)');
    expect(describeAuditEntry(entry('edited', 'owner:x', { field_count: 1 }))).toBe(
      'You placed 1 field',
    );
    expect(describeAuditEntry(entry('declined', 'signer:a@b.co', { reason: 'Wrong amount' }))).toBe(
      'a@b.co declined: “Wrong amount”',
    );
    expect(describeAuditEntry(entry('signed', 'signer:a@b.co'))).toBe('a@b.co signed');
    expect(describeAuditEntry(entry('sent', 'owner:x', { signer_count: 2 }))).toBe(
      'You sent the document for signing',
    );
    expect(describeAuditEntry(entry('sent', 'system', { email: 'a@b.co', order: 1 }))).toBe(
      'Signing link sent to a@b.co',
    );
    expect(describeAuditEntry(entry('archived', 'system'))).toBe('vCISO Hub: archived');
  });

  it('says who voided the document and why', () => {
    expect(describeAuditEntry(entry('voided', 'owner:x', { reason: 'Wrong client' }))).toBe(
      'You voided the document: Wrong client',
    );
    expect(describeAuditEntry(entry('voided', 'owner:x'))).toBe('You voided the document');
  });

  it('numbers each automatic reminder and names whom it went to', () => {
    expect(
      describeAuditEntry(entry('reminded', 'system', { email: 'a@b.co', order: 1, reminder: 2 })),
    ).toBe('Reminder 2 sent to a@b.co');
    expect(describeAuditEntry(entry('reminded', 'system', { email: 'a@b.co' }))).toBe(
      'A reminder sent to a@b.co',
    );
    expect(describeAuditEntry(entry('reminded', 'system', { reminder: 3 }))).toBe(
      'Reminder 3 sent',
    );
    expect(describeAuditEntry(entry('reminded', 'system'))).toBe('A reminder sent');
  });

  it('names a signer by the name the sender gave them, the e-mail only for one it does not know', () => {
    const signers = [{ name: 'Grace Hopper', email: 'grace@example.com' }];
    const said = (action: string, actor: string, details: Record<string, unknown> = {}) =>
      describeAuditEntry(entry(action, actor, details), signers);
    expect(said('sent', 'system', { email: 'grace@example.com', order: 1 })).toBe(
      'Signing link sent to Grace Hopper',
    );
    expect(said('viewed', 'signer:grace@example.com')).toBe('Grace Hopper opened the document');
    expect(said('consent', 'signer:Grace@Example.com')).toBe(
      'Grace Hopper agreed to sign electronically',
    );
    expect(said('signed', 'signer:grace@example.com')).toBe('Grace Hopper signed');
    expect(said('declined', 'signer:grace@example.com', { reason: 'No' })).toBe(
      'Grace Hopper declined: “No”',
    );
    expect(said('reminded', 'system', { email: 'grace@example.com', reminder: 1 })).toBe(
      'Reminder 1 sent to Grace Hopper',
    );
    expect(said('resent', 'owner:x', { email: 'grace@example.com' })).toBe(
      'You sent a new signing link to Grace Hopper',
    );
    expect(said('expired', 'system', { email: 'grace@example.com' })).toBe(
      'The signing link of Grace Hopper expired',
    );
    // A signer since taken off the document keeps their address.
    expect(said('signed', 'signer:old@example.com')).toBe('old@example.com signed');
    expect(said('created', 'owner:x')).toBe('You uploaded the document');
  });

  it('says who extended the signing links', () => {
    expect(
      describeAuditEntry(
        entry('extended', 'owner:x', { orders: [1, 2], until: '2026-02-01T10:00:00.000Z' }),
      ),
    ).toBe('You extended the signing links');
  });

  it('shows the IP address a row recorded, and nothing for a row without one', () => {
    const ip = '203.0.113.7';
    for (const action of ['consent', 'viewed', 'signed', 'declined'])
      expect(auditEntryIp(entry(action, 'signer:a@b.co', { ip }))).toBe('IP 203.0.113.7');
    expect(auditEntryIp(entry('signed', 'signer:a@b.co', { ip: '2001:db8::1' }))).toBe(
      'IP 2001:db8::1',
    );
    expect(auditEntryIp(entry('sent', 'owner:x'))).toBeUndefined();
    expect(auditEntryIp(entry('viewed', 'signer:a@b.co', { ip: 42 }))).toBeUndefined();
    expect(auditEntryIp(entry('viewed', 'signer:a@b.co', { ip: '' }))).toBeUndefined();
  });

  it('reads the void reason from the latest voided row', () => {
    const timeline = [
      { ...entry('sent', 'owner:x'), seq: 1 },
      { ...entry('voided', 'owner:x', { reason: 'Wrong client' }), seq: 2 },
    ];
    expect(voidReason(timeline)).toBe('Wrong client');
    expect(voidReason(timeline.slice(0, 1))).toBeUndefined();
    expect(voidReason([entry('voided', 'owner:x', {})])).toBeUndefined();
  });
});

describe('document status', () => {
  it('shows Voided muted, unlike a decline, a draft or a document out for signing', () => {
    const voided = documentStatusStyle('voided');
    expect(voided.label).toBe('Voided');
    expect(voided).toEqual({
      label: 'Voided',
      variant: 'outline',
      className: 'border-dashed bg-muted',
    });
    const others = (
      ['declined', 'expired', 'draft', 'pending_signatures', 'fully_signed'] as const
    ).map(documentStatusStyle);
    for (const other of others) expect(other).not.toEqual(expect.objectContaining(voided));
    expect(documentStatusStyle('declined')).toEqual({ label: 'Declined', variant: 'outline' });
  });

  it('voids only a document out for signature', () => {
    expect(canVoid({ status: 'pending_signatures' })).toBe(true);
    expect(canVoid({ status: 'partially_signed' })).toBe(true);
    for (const status of ['draft', 'fully_signed', 'declined', 'expired', 'voided'] as const)
      expect(canVoid({ status })).toBe(false);
  });

  it('extends a request out for signature or expired, only while someone is still to sign', () => {
    const signers = (...statuses: string[]) => statuses.map((status) => ({ status })) as never;
    expect(canExtend({ status: 'expired', signers: signers('signed', 'sent') })).toBe(true);
    expect(canExtend({ status: 'partially_signed', signers: signers('viewed') })).toBe(true);
    expect(canExtend({ status: 'expired', signers: signers('signed', 'declined') })).toBe(false);
    for (const status of ['draft', 'fully_signed', 'declined', 'voided'] as const)
      expect(canExtend({ status, signers: signers('sent') })).toBe(false);
  });
});

describe('sending', () => {
  const signer = (email: string, status = 'pending') =>
    ({ name: email.split('@')[0]!, email, status }) as never;
  const field = (signerEmail: string) => ({ signerEmail }) as never;

  it('sends a draft without signers to signer setup and one without fields to the editor', () => {
    expect(sendBlocker({ signers: [], fields: [] })?.to).toBe('prepare');
    expect(sendBlocker({ signers: [signer('a@b.co')], fields: [] })?.to).toBe('edit');
    const partly = sendBlocker({
      signers: [signer('a@b.co'), signer('c@d.co')],
      fields: [field('a@b.co')],
    });
    expect(partly).toEqual({ to: 'edit', message: expect.stringContaining('c') });
    expect(sendBlocker({ signers: [signer('a@b.co')], fields: [field('a@b.co')] })).toBeUndefined();
  });

  it('offers Resend only to a signer who was asked and can still sign', () => {
    const out = { status: 'pending_signatures' } as const;
    expect(canResend(out, { status: 'sent' })).toBe(true);
    expect(canResend(out, { status: 'viewed' })).toBe(true);
    expect(canResend(out, { status: 'pending' })).toBe(false);
    expect(canResend(out, { status: 'signed' })).toBe(false);
    expect(canResend({ status: 'declined' }, { status: 'sent' })).toBe(false);
    expect(canResend({ status: 'voided' }, { status: 'sent' })).toBe(false);
    expect(canResend({ status: 'voided' }, { status: 'viewed' })).toBe(false);
  });
});

describe('moveRow', () => {
  it('moves a signer and keeps the list inside its bounds', () => {
    expect(moveRow(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

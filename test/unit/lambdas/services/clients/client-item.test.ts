import { describe, expect, it } from 'vitest';
import { ZSaveClient, type TContact } from '@contracts/clients/client';
import { clientKeys } from '../../../../../lambdas/keys/client';
import { withApprovalAddress } from '../../../../../lambdas/services/clients/approval-contact';
import {
  approverEmailOf,
  clientAttributesOf,
  clientBillingOf,
  nameKeyOf,
  pageBillingOf,
  toClientItem,
} from '../../../../../lambdas/services/clients/client-item';

const AT = '2026-06-01T09:00:00.000Z';

const client = (over: Record<string, unknown> = {}) =>
  toClientItem(
    ZSaveClient.parse({
      name: 'Acme #1 Ltd',
      address: '1 Main Street',
      currency: 'EUR',
      taxRate: '17.5',
      paymentTermsDays: '14',
      contacts: [
        { name: 'Fin', email: 'fin@acme.example', role: 'finance' },
        { name: 'Ann', email: 'ann@acme.example', role: 'approver' },
        { name: 'Bob', email: 'bob@acme.example', role: 'approver' },
      ],
      ...over,
    }),
    { id: 'c1', userId: 'u1', bookingPageIds: ['p1'], createdAt: AT, updatedAt: AT, version: 2 },
  );

describe('a stored client', () => {
  it('is listed by its name in lower case, a "#" read as a space so the key keeps its parts', () => {
    const item = client();
    expect(nameKeyOf('Acme #1 Ltd')).toBe('acme  1 ltd');
    expect(item.GSI1PK).toBe('CLIENTS#u1');
    expect(item.GSI1SK).toBe('acme  1 ltd#c1');
    expect(clientKeys.indexes.GSI1.sk.parse(String(item.GSI1SK))).toEqual({
      nameKey: 'acme  1 ltd',
      id: 'c1',
    });
    expect(item).toMatchObject({ PK: 'CLIENT#u1', SK: 'CLIENT#c1', taxBasisPoints: 1750 });
  });

  it('is rewritten by its own attributes only, never its key or another write’s', () => {
    const attributes = clientAttributesOf({ ...client(), engagementCount: 3 });
    expect(attributes).not.toHaveProperty('PK');
    expect(attributes).not.toHaveProperty('SK');
    expect(attributes).not.toHaveProperty('engagementCount');
    expect(attributes).toMatchObject({ GSI1SK: 'acme  1 ltd#c1', version: 2, name: 'Acme #1 Ltd' });
  });
});

describe("a page's copy of its client", () => {
  it('holds the client’s terms, with its first approver as the client’s e-mail', () => {
    expect(approverEmailOf(client())).toBe('ann@acme.example');
    expect(approverEmailOf(client({ contacts: [] }))).toBe('');
    expect(clientBillingOf(client())).toEqual({
      currency: 'EUR',
      taxBasisPoints: 1750,
      paymentTermsDays: 14,
      clientName: 'Acme #1 Ltd',
      clientEmail: 'ann@acme.example',
      clientAddress: '1 Main Street',
    });
  });

  it("keeps the page's own default rate and meeting billing, and nothing else of before", () => {
    const page = {
      billing: {
        ratePence: 9_000,
        currency: 'GBP' as const,
        taxBasisPoints: 0,
        paymentTermsDays: 30,
        clientName: 'Old name',
        clientEmail: 'old@acme.example',
        clientAddress: '',
        meetingsBillable: false,
      },
    };
    expect(pageBillingOf(page, client())).toEqual({
      ...clientBillingOf(client()),
      ratePence: 9_000,
      meetingsBillable: false,
    });
    // A page without settings takes the client's alone: no rate, meetings billed by default.
    expect(pageBillingOf({}, client())).toEqual(clientBillingOf(client()));
  });
});

describe('the billing form’s client e-mail, as the client’s approver', () => {
  const contacts: TContact[] = [
    { name: 'Fin', email: 'fin@acme.example', role: 'finance' },
    { name: 'Ann', email: 'ann@acme.example', role: 'approver' },
    { name: 'Bob', email: 'bob@acme.example', role: 'approver' },
  ];

  it("replaces the first approver's address, keeping their name and the others", () => {
    expect(withApprovalAddress(contacts, 'new@acme.example')).toEqual([
      contacts[0],
      { name: 'Ann', email: 'new@acme.example', role: 'approver' },
      contacts[2],
    ]);
  });

  it('removes the first approver when blank', () => {
    expect(withApprovalAddress(contacts, '  ')).toEqual([contacts[0], contacts[2]]);
    expect(withApprovalAddress([], '')).toEqual([]);
  });

  it('adds a nameless approver to a client without one', () => {
    expect(withApprovalAddress([contacts[0]!], 'new@acme.example')).toEqual([
      contacts[0],
      { name: '', email: 'new@acme.example', role: 'approver' },
    ]);
  });

  it('keeps each address one contact’s: another contact that had it gives way or becomes it', () => {
    expect(withApprovalAddress(contacts, 'FIN@acme.example')).toEqual([
      { name: 'Ann', email: 'FIN@acme.example', role: 'approver' },
      contacts[2],
    ]);
    expect(withApprovalAddress([contacts[0]!], 'Fin@Acme.example')).toEqual([
      { name: 'Fin', email: 'Fin@Acme.example', role: 'approver' },
    ]);
  });

  it('refuses a contact beyond the most a client may have', () => {
    const full = Array.from({ length: 20 }, (_, i) => ({
      name: '',
      email: `viewer${i}@acme.example`,
      role: 'viewer' as const,
    }));
    expect(() => withApprovalAddress(full, 'new@acme.example')).toThrow(
      'A client can have at most 20 contacts',
    );
  });
});

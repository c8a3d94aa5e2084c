import { MAX_CONTACTS, clientMessages, type TContact } from '@contracts/clients/client';
import { badRequest } from '../../errors';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The contacts after the billing settings form named the client's approval address (its one
 * "client e-mail" field, `approverEmailOf`): blank removes the first approver; an address replaces
 * the first approver's, or, with no approver yet, makes the contact of that address the approver
 * (a new one, nameless, when there is none). An address is one contact's only, so another contact
 * that had it gives way to the approver. 400 when a new contact would pass `MAX_CONTACTS`.
 */
export function withApprovalAddress(contacts: readonly TContact[], email: string): TContact[] {
  const first = contacts.findIndex((contact) => contact.role === 'approver');
  if (email.trim() === '') return contacts.filter((_, i) => i !== first);
  if (first >= 0)
    return contacts
      .map((contact, i) => (i === first ? { ...contact, email } : contact))
      .filter((contact, i) => i === first || !same(contact.email, email));
  const holder = contacts.findIndex((contact) => same(contact.email, email));
  if (holder >= 0)
    return contacts.map((contact, i) =>
      i === holder ? { ...contact, email, role: 'approver' as const } : contact,
    );
  if (contacts.length >= MAX_CONTACTS)
    throw badRequest(clientMessages.tooManyContacts, {
      clientEmail: clientMessages.tooManyContacts,
    });
  return [...contacts, { name: '', email, role: 'approver' }];
}

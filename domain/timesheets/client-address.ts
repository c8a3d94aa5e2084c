/**
 * Whether a client's address is one of the consultant's own. The client's approval is what
 * makes time billable, so a consultant must not be able to receive the approval link and sign
 * off their own period. Addresses are compared as mailboxes are in practice: around spaces
 * trimmed, letters in any case. Pure: the consultant's addresses are given.
 */
export function isOwnAddress(
  clientEmail: string,
  ownAddresses: readonly (string | null)[],
): boolean {
  const client = normalized(clientEmail);
  if (client === '') return false;
  return ownAddresses.some((own) => own !== null && normalized(own) === client);
}

const normalized = (address: string) => address.trim().toLowerCase();

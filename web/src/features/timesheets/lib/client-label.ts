/**
 * The client as the consultant's screens name them: by the name Billing settings give (e.g.
 * "Acme Ltd"), with the address beside it; by the address alone when no name is set.
 */
export const clientLabel = (name: string | undefined, email: string): string =>
  name?.trim() ? `${name.trim()} (${email})` : email;

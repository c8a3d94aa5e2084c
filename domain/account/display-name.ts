/**
 * How a professional is named to a client, a signer or a visitor: the name they gave in their
 * profile; their account e-mail only when they never gave one.
 */
export function displayNameOf(name: string | null | undefined, email: string | null | undefined) {
  const given = name?.trim();
  if (given) return given;
  return email?.trim() ?? '';
}

/** Whether the profile names a seller an invoice can be issued from: a name is the minimum. */
export const canIssueInvoicesAs = (profile: { name: string }) => profile.name.trim() !== '';

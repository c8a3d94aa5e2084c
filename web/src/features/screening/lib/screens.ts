/** The "Access Denied" toast's text for a signed-in user who is not an administrator (spec §6). */
export const DENIED_MESSAGE = "You don't have permission to access this page.";

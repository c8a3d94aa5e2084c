/** The server's user-facing message of a failed call (ApiError carries it), or a generic one. */
export function errorMessage(error: unknown, fallback = 'Please try again.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

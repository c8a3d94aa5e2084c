import * as z from 'zod';

/** "Download my data" (`/account/data`): one archive of everything the account holds. */

export const EXPORT_STATES = ['pending', 'ready', 'failed'] as const;

export const dataExportMessages = {
  requested: 'We are preparing your archive; we will e-mail you when it is ready',
  requestFailed: 'Failed to request your data',
  pending: 'An archive is already being prepared',
  loadFailed: 'Failed to load your data archive',
  /** The 403 `reauthenticate` of a request whose sign-in is not recent (`RECENT_SIGN_IN_SECONDS`). */
  reauthenticate: 'Please sign in again to prepare your data archive',
} as const;

/** `GET /api/account/export`: the latest archive, if any. */
export const ZDataExport = z.object({
  status: z.enum(EXPORT_STATES).nullable(),
  requestedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  /** After this the archive is deleted. */
  expiresAt: z.string().nullable(),
  /** A presigned link valid for an hour, while ready. */
  downloadUrl: z.string().nullable(),
  /** Size of the archive in bytes, while ready. */
  size: z.number().int().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

/** The consumer builds the archive and mails the account's address. */
export const DATA_EXPORT_REQUESTED = 'DataExportRequested';
export const ZDataExportRequested = z.object({ sub: z.string(), exportId: z.string() });
export type TDataExportRequested = z.infer<typeof ZDataExportRequested>;

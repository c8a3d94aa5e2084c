import { ZDocument } from '@contracts/documents/document';
import type { TReminderSettings } from '@contracts/documents/reminders';
import { apiFetch } from '@/lib/api-client';
import { documentKey } from './get-document';

/** The reminders route of one document. */
export const remindersKey = (id: string) => `${documentKey(id)}/reminders`;

/**
 * Turns automatic reminders on or off, or changes how often they go, for a draft or a document
 * out for signature; answers the document as it now stands, each waiting signer's next reminder
 * rescheduled. Any other status is refused (409, `reminderMessages.closed`).
 */
export const setReminders = (id: string, body: TReminderSettings) =>
  apiFetch(remindersKey(id), { method: 'PUT', body, schema: ZDocument });

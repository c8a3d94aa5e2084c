import type { TReminderSettings } from '@contracts/documents/reminders';
import { documentRoutes } from '@contracts/documents/routes';
import { callApi } from '@/lib/call-api';

const route = documentRoutes.setReminders;

/**
 * Turns automatic reminders on or off, or changes how often they go, for a draft or a document
 * out for signature; answers the document as it now stands, each waiting signer's next reminder
 * rescheduled. Any other status is refused (409, `reminderMessages.closed`).
 */
export const setReminders = (id: string, body: TReminderSettings) =>
  callApi(route, { params: { id }, body, schema: route.response });

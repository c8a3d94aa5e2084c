import { ZConnection, type TCreateLocalConnection } from '@contracts/booking/connection';
import { apiFetch } from '@/lib/api-client';
import { connectionsKey } from './get-connections';

export const createLocalConnection = (calendarId: string, input: TCreateLocalConnection) =>
  apiFetch(connectionsKey(calendarId), { method: 'POST', body: input, schema: ZConnection });

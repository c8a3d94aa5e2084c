import { apiFetch } from '@/lib/api-client';
import { calendarKey } from './get-calendar';

export const deleteCalendar = (id: string) =>
  apiFetch<unknown>(calendarKey(id), { method: 'DELETE' });

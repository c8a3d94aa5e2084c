import { cancelBookingMessages, ZCancelTokenParams } from '@contracts/booking/cancel-booking';
import { notFound } from '../../errors';

/** `{token}`: anything that cannot be a cancel token is a link that does not exist. */
export function tokenOf(params: Record<string, string | undefined>): string {
  const parsed = ZCancelTokenParams.safeParse(params);
  if (!parsed.success) throw notFound(cancelBookingMessages.notFound);
  return parsed.data.token;
}

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { cancelBookingMessages } from '@contracts/booking/cancel-booking';
import { notFound } from '../../errors';
import { linkTokenOf } from '../../middleware/link-token';

/** The link's token header: missing, or anything that cannot be a token, is an unknown link. */
export function tokenOf(event: APIGatewayProxyEventV2): string {
  const token = linkTokenOf(event);
  if (!token) throw notFound(cancelBookingMessages.notFound);
  return token;
}

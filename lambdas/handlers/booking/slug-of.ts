import { bookingMessages, ZPublicSlugParams } from '@contracts/booking/public-booking';
import { notFound } from '../../errors';

/** `{slug}`: anything that cannot be a slug is simply a link that does not exist. */
export function slugOf(params: Record<string, string | undefined>): string {
  const parsed = ZPublicSlugParams.safeParse(params);
  if (!parsed.success) throw notFound(bookingMessages.notFound);
  return parsed.data.slug;
}

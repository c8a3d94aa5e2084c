import { termsOn } from '@domain/engagements/terms-history';
import type { Table } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { engagementKey, signedTermsOf, type EngagementItem } from '../engagements/engagement-item';
import type { InvoiceEngagement } from './invoice-item';

/**
 * What an invoice of the page bills under: the engagement the page is linked to (still the
 * owner's, of the page's client) and the hash of its signed letter whose terms held on `day`
 * (`YYYY-MM-DD`, the period's first; the first letter's before its date). Undefined for a page
 * with no engagement, or one whose letter is not signed yet.
 */
export async function engagementCitation(
  table: Pick<Table, 'get'>,
  page: Pick<BookingPageItem, 'userId' | 'clientId' | 'engagementId'>,
  day: string,
): Promise<InvoiceEngagement | undefined> {
  if (!page.engagementId) return undefined;
  const engagement = await table.get<EngagementItem>(
    engagementKey(page.userId, page.engagementId),
    { consistent: true, projection: ['id', 'userId', 'clientId', 'title', 'letters'] },
  );
  if (!engagement || engagement.userId !== page.userId || engagement.clientId !== page.clientId)
    return undefined;
  const signed = signedTermsOf(engagement);
  const letter = termsOn(signed, day) ?? signed[0];
  return letter && { id: engagement.id, title: engagement.title, letterSha256: letter.letterHash };
}

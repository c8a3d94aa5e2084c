import { entryMessages } from '@contracts/timesheets/entry';
import type { TTimesheet } from '@contracts/timesheets/timesheet';
import { badRequest } from '../../errors';
import type { Table } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { engagementKey, type EngagementItem } from '../engagements/engagement-item';

type PageEngagement = TTimesheet['bookingPage']['engagement'];
type LinkedPage = Pick<BookingPageItem, 'userId' | 'clientId' | 'engagementId'>;

/**
 * The engagement a page's time counts against, with its workstreams: the one the page names,
 * still the owner's and of the page's client (`engagements/engagement-pages.ts`); else null.
 */
export async function pageEngagement(
  table: Pick<Table, 'get'>,
  page: LinkedPage,
): Promise<PageEngagement> {
  if (!page.engagementId) return null;
  const engagement = await table.get<EngagementItem>(
    engagementKey(page.userId, page.engagementId),
    {
      projection: ['id', 'userId', 'clientId', 'title', 'workstreams'],
    },
  );
  if (!engagement || engagement.userId !== page.userId || engagement.clientId !== page.clientId)
    return null;
  return { id: engagement.id, title: engagement.title, workstreams: engagement.workstreams };
}

const notTheEngagements = () =>
  badRequest(entryMessages.workstream, { workstreamId: entryMessages.workstream });

/**
 * The workstream a time entry (or the timer) names, checked against its page's engagement: one
 * of that engagement's own. Null or absent names none; any other id is refused with a field
 * error (400), nothing written.
 */
export async function checkedWorkstream(
  table: Pick<Table, 'get'>,
  page: LinkedPage,
  workstreamId: string | null | undefined,
): Promise<string | undefined> {
  if (!workstreamId) return undefined;
  const engagement = await pageEngagement(table, page);
  if (!engagement?.workstreams.some((w) => w.id === workstreamId)) throw notTheEngagements();
  return workstreamId;
}

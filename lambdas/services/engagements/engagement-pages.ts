import {
  engagementMessages,
  MAX_ENGAGEMENT_PAGES,
  type TEngagement,
} from '@contracts/engagements/engagement';
import { concurrentWrite, conflict, notFound } from '../../errors';
import { bookingPageKeys } from '../../keys/booking-page';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import {
  bookingPageKey,
  ENGAGEMENT_LINK_ATTRIBUTES,
  type BookingPageItem,
} from '../booking-pages/booking-page-item';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { retryOnClash } from '../retry-on-clash';
import { engagementKey, engagementViewOf, type EngagementItem } from './engagement-item';
import { clientNamesOf } from './owned-client';
import { ownedEngagement } from './owned-engagement';

/**
 * The booking pages of an engagement: a page names the engagement it counts against
 * (`engagementId`, on GSI2), and only a page of the engagement's own client counts. A page that
 * moved to another client, or was deleted, simply drops out, so no write elsewhere has to find
 * the engagement to keep it true.
 */

/** The pages that count against the engagement, oldest link first. */
export async function linkedPagesOf(
  table: Pick<Table, 'queryAll'>,
  engagement: Pick<EngagementItem, 'id' | 'userId' | 'clientId'>,
): Promise<BookingPageItem[]> {
  const pages = await table.queryAll<BookingPageItem>({
    index: 'GSI2',
    pk: bookingPageKeys.indexPartition('GSI2', { engagementId: engagement.id }),
  });
  return pages.filter(
    (p) =>
      p.engagementId === engagement.id &&
      p.userId === engagement.userId &&
      p.clientId === engagement.clientId &&
      !p.deletingAt &&
      !p.deletedAt,
  );
}

/** The engagement as the API answers it, with its client's name and its pages. */
export async function engagementView(
  table: Pick<Table, 'get' | 'queryAll'>,
  item: EngagementItem,
  now: Date,
  pages?: readonly Pick<BookingPageItem, 'id' | 'name'>[],
): Promise<TEngagement> {
  const [names, linked] = await Promise.all([
    clientNamesOf(table, item.userId, [item.clientId]),
    pages ?? linkedPagesOf(table, item),
  ]);
  return engagementViewOf(item, names.get(item.clientId) ?? '', now, linked);
}

type Deps = { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock };
type Input = { sub: string; id: string; bookingPageId: string };

/**
 * Links one of the client's booking pages to the engagement: from then on the page's meetings and
 * time entries count against it, and its time entries pick among its workstreams. A page of
 * another client (or of none) is refused (409): its time bills that client. A page linked to
 * another engagement of the client moves to this one; linking it again changes nothing.
 */
export async function linkBookingPage(deps: Deps, input: Input): Promise<TEngagement> {
  return retryOnClash(3, async () => {
    const engagement = await ownedEngagement(deps.table, input.sub, input.id);
    const page = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
    if (page.clientId !== engagement.clientId) throw conflict(engagementMessages.pageOfOtherClient);
    const pages = await linkedPagesOf(deps.table, engagement);
    if (pages.some((p) => p.id === page.id))
      return engagementView(deps.table, engagement, deps.clock.now(), pages);
    if (engagement.status === 'ended') throw conflict(engagementMessages.engagementEnded);
    if (pages.length >= MAX_ENGAGEMENT_PAGES)
      throw conflict(engagementMessages.tooManyBookingPages);
    await deps.table
      .transaction()
      .update(
        bookingPageKey(page.id),
        {
          set: {
            engagementId: engagement.id,
            ...bookingPageKeys.indexAttributes('GSI2', {
              engagementId: engagement.id,
              id: page.id,
            }),
          },
        },
        concurrentWrite(),
        {
          userId: input.sub,
          clientId: engagement.clientId,
          engagementId: page.engagementId,
          deletingAt: undefined,
          deletedAt: undefined,
        },
      )
      .check(
        engagementKey(input.sub, engagement.id),
        { exists: true, equals: { clientId: engagement.clientId } },
        notFound(engagementMessages.notFound),
      )
      .commit();
    return engagementView(deps.table, engagement, deps.clock.now(), [...pages, page]);
  });
}

/** Unlinks a page: its time no longer counts against the engagement. Unlinked already: no change. */
export async function unlinkBookingPage(deps: Deps, input: Input): Promise<TEngagement> {
  return retryOnClash(3, async () => {
    const engagement = await ownedEngagement(deps.table, input.sub, input.id);
    const page = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
    const pages = await linkedPagesOf(deps.table, engagement);
    if (page.engagementId === engagement.id) {
      await deps.table
        .transaction()
        .update(
          bookingPageKey(page.id),
          { remove: ENGAGEMENT_LINK_ATTRIBUTES },
          concurrentWrite(),
          {
            userId: input.sub,
            engagementId: engagement.id,
          },
        )
        .commit();
    }
    return engagementView(
      deps.table,
      engagement,
      deps.clock.now(),
      pages.filter((p) => p.id !== page.id),
    );
  });
}

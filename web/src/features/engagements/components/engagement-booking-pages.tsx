import { useRef, useState } from 'react';
import { Link } from 'react-router';
import Unlink from 'lucide-react/icons/unlink';
import {
  engagementMessages,
  MAX_ENGAGEMENT_PAGES,
  type TEngagement,
} from '@contracts/engagements/engagement';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { timesheetPath } from '../lib/engagement-display';
import { usePageLinks } from '../lib/use-page-links';
import { LinkPageForm } from './link-page-form';

/** Why no page can be linked now, or null when one can (the server refuses these with a 409). */
function linkBlocked(engagement: TEngagement): string | null {
  if (engagement.status === 'ended') return engagementMessages.engagementEnded;
  if (!engagement.clientName) return 'Its client has been deleted: no page can be linked.';
  if (engagement.bookingPages.length >= MAX_ENGAGEMENT_PAGES)
    return engagementMessages.tooManyBookingPages;
  return null;
}

/**
 * "Booking pages": the client's pages whose meetings and time count against the engagement, each
 * leading to its timesheet with a way to unlink it (undone as easily by linking it again, so not
 * asked first), and the choice of another of the client's pages to link.
 */
export function EngagementBookingPages({
  engagement,
  sub,
}: {
  engagement: TEngagement;
  sub: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { link, unlink, linking, unlinking } = usePageLinks(engagement);
  // One change at a time: each answers the whole list of pages.
  const busy = linking || unlinking;
  const blocked = linkBlocked(engagement);
  // The page being unlinked, whose button says so.
  const [unlinkingId, setUnlinkingId] = useState<string | null>(null);

  const unlinkPage = async (bookingPageId: string) => {
    setUnlinkingId(bookingPageId);
    const unlinked = await unlink(bookingPageId);
    setUnlinkingId(null);
    // The focused button left with its row: keyboard users go on from the section's heading.
    if (unlinked) headingRef.current?.focus();
  };

  return (
    <Card role="region" aria-labelledby="engagement-pages-heading">
      <CardHeader>
        <h2
          id="engagement-pages-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl leading-none font-semibold tracking-tight outline-none"
        >
          Booking pages
        </h2>
        <CardDescription>
          The meetings and time logged on these pages count against the engagement&apos;s hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {engagement.bookingPages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{engagementMessages.noBookingPages}</p>
        ) : (
          <ul aria-label="Linked booking pages" className="grid gap-2">
            {engagement.bookingPages.map((page) => (
              <li
                key={page.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <Link
                  to={timesheetPath(page.id)}
                  className="min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline"
                >
                  {page.name}
                </Link>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() => void unlinkPage(page.id)}
                >
                  <Unlink aria-hidden />
                  {unlinkingId === page.id ? 'Unlinking...' : 'Unlink'}
                  <span className="sr-only"> {page.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {blocked ? (
          <p className="text-sm text-muted-foreground">{blocked}</p>
        ) : (
          <LinkPageForm
            engagement={engagement}
            sub={sub}
            busy={busy}
            linking={linking}
            onLink={link}
          />
        )}
      </CardContent>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { ScreenBackLink } from '@/features/booking-pages/owned-booking-page';
import { overviewPath } from './timesheet-screen';

/**
 * A timesheet screen holding one form (log time, edit an entry, export, billing settings): the
 * way back to the page's timesheet, then a card with the screen's h1 and what it is about.
 * `badge` stands beside the h1, e.g. the entry's status.
 */
export function TimesheetFormCard({
  bookingPageId,
  tabTitle,
  title,
  badge,
  description,
  children,
}: {
  bookingPageId: string;
  /** The browser tab's title. */
  tabTitle: string;
  title: string;
  badge?: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  const heading = <h1 className="text-2xl leading-none font-bold tracking-tight">{title}</h1>;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6">
      <DocumentTitle title={tabTitle} />
      <ScreenBackLink to={overviewPath(bookingPageId)}>Back to Timesheet</ScreenBackLink>
      <Card>
        <CardHeader>
          {badge === undefined ? (
            heading
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              {heading}
              {badge}
            </div>
          )}
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

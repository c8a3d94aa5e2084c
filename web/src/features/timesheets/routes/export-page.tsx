import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { ScreenBackLink } from '@/features/booking-pages/owned-booking-page';
import { ExportForm } from '../components/export-form';
import { overviewPath, TimesheetScreen } from '../components/timesheet-screen';
import { todayOn } from '../lib/dates';
import { exportDefaults } from '../lib/export-request';

/**
 * `/timesheets/export?calendar={id}`: export a period as PDF or CSV (spec §2). The dates start
 * on the period the overview showed (passed along in the query), else the current month.
 */
export default function ExportPage() {
  return (
    <TimesheetScreen>{(bookingPage) => <ExportScreen bookingPage={bookingPage} />}</TimesheetScreen>
  );
}

function ExportScreen({ bookingPage }: { bookingPage: TBookingPage }) {
  const [params] = useSearchParams();
  // Read once: the form keeps its own values from then on.
  const [defaults] = useState(() =>
    exportDefaults(params, todayOn(new Date(), bookingPage.timeZone)),
  );
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6">
      <DocumentTitle title="Export timesheet" />
      <ScreenBackLink to={overviewPath(bookingPage.id)}>Back to Timesheet</ScreenBackLink>
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-none font-bold tracking-tight">Export Timesheet</h1>
          <CardDescription>
            {bookingPage.name}: meetings and time entries of the days you choose, with their totals,
            in {bookingPage.timeZone}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ExportForm bookingPageId={bookingPage.id} defaultValues={defaults} />
        </CardContent>
      </Card>
    </div>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { ExportForm } from '../components/export-form';
import { TimesheetFormCard } from '../components/timesheet-form-card';
import { TimesheetScreen } from '../components/timesheet-screen';
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
    <TimesheetFormCard
      bookingPageId={bookingPage.id}
      tabTitle="Export timesheet"
      title="Export Timesheet"
      description={`${bookingPage.name}: meetings and time entries of the days you choose, with their totals, in ${bookingPage.timeZone}.`}
    >
      <ExportForm bookingPageId={bookingPage.id} defaultValues={defaults} />
    </TimesheetFormCard>
  );
}

import { useState } from 'react';
import type { TCalendar } from '@contracts/booking/calendar';
import { entryMessages } from '@contracts/timesheets/entry';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { ScreenBackLink } from '@/features/booking/owned-calendar';
import { createEntry } from '../api/save-entry';
import { EntryForm } from '../components/entry-form';
import { overviewPath, TimesheetScreen } from '../components/timesheet-screen';
import { defaultEntryTimes, todayOn } from '../lib/dates';

/** `/timesheets/new?calendar={id}`: log time on a booking page (spec §2, §5). */
export default function NewEntryPage() {
  return <TimesheetScreen>{(calendar) => <NewEntry calendar={calendar} />}</TimesheetScreen>;
}

function NewEntry({ calendar }: { calendar: TCalendar }) {
  // Today on the page's calendar, read once so the form's defaults stay put.
  const [times] = useState(() => defaultEntryTimes(todayOn(new Date(), calendar.timeZone)));
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6">
      <DocumentTitle title="Log time" />
      <ScreenBackLink to={overviewPath(calendar.id)}>Back to Timesheet</ScreenBackLink>
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-none font-bold tracking-tight">Log Time</h1>
          <CardDescription>{calendar.name}: the entry starts as a draft.</CardDescription>
        </CardHeader>
        <CardContent>
          <EntryForm
            calendarId={calendar.id}
            timeZone={calendar.timeZone}
            defaultValues={{ ...times, description: '', billable: true, hourlyRate: '' }}
            save={(values) => createEntry(calendar.id, values)}
            success={entryMessages.created}
            failure={entryMessages.createFailed}
            submitLabel="Save Entry"
          />
        </CardContent>
      </Card>
    </div>
  );
}

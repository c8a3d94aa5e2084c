import { Link } from 'react-router';
import type { TMyApplicationSummary } from '@contracts/applications/my-applications';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { detailPath } from '../lib/my-applications';
import { ApplicationDates } from './application-dates';
import { KindLabel } from './kind-label';
import { StatusSummary } from './status-summary';
import { WaitingNotice } from './waiting-notice';

/**
 * One submission of the list as a card: its kind, name and headline, where it stands, its dates
 * and any roles waiting for an answer. The name is the link to the detail, so each card is one
 * stop for the keyboard.
 */
export function ApplicationRow({ application }: { application: TMyApplicationSummary }) {
  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        <KindLabel kind={application.kind} />
        <h2 className="text-lg leading-tight font-semibold break-words">
          <Link
            to={detailPath(application.id)}
            className="text-primary underline-offset-4 hover:underline"
          >
            {application.name}
          </Link>
        </h2>
        <p className="text-sm break-words text-muted-foreground">{application.headline}</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <StatusSummary status={application.status} />
        <ApplicationDates createdAt={application.createdAt} updatedAt={application.updatedAt} />
        <WaitingNotice count={application.awaitingAnswer} />
      </CardContent>
    </Card>
  );
}

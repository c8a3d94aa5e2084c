import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import type { TClientOverview } from '@contracts/home/client-overview';
import { clientsTexts, waitingItems } from '../lib/client-overview';

/**
 * What waits on someone for the client (documents to sign, periods to approve, invoices past
 * due), each a link to where it is answered; one quiet line when nothing waits.
 */
export function WaitingList({ client }: { client: TClientOverview }) {
  const items = waitingItems(client);
  if (!items.length)
    return (
      <p className="flex gap-2 text-sm text-muted-foreground">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        {clientsTexts.nothingWaiting}
      </p>
    );
  return (
    <ul aria-label="Waiting on someone" className="grid gap-2 border-t pt-3 text-sm">
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={item.to}
            className="group flex items-center justify-between gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {item.text}
            <ArrowRight
              className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
              aria-hidden
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

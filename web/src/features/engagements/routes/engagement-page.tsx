import { Link } from 'react-router';
import type { TEngagement } from '@contracts/engagements/engagement';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { clientPath } from '@/features/clients/owner-clients';
import { BackLink } from '../components/back-link';
import { DeleteEngagementButton } from '../components/delete-engagement-button';
import { EngagementBookingPages } from '../components/engagement-booking-pages';
import { EngagementBudget } from '../components/engagement-budget';
import { EngagementForm } from '../components/engagement-form';
import { EngagementLetters } from '../components/engagement-letters';
import { EngagementTerms } from '../components/engagement-terms';
import {
  ChangeOrderDialog,
  isOut,
  LetterOutNotice,
  SendLetterDialog,
} from '../components/letter-dialogs';
import { OwnedEngagementScreen } from '../components/owned-engagement';
import { StatusBadge } from '../components/status-badge';
import { ENGAGEMENTS_PATH } from '../lib/engagement-display';

/**
 * `/engagements/{id}`: one engagement, named by its title, with its client and status. A draft
 * is the consultant's to shape (the form, filled in) or to delete; once its letter is out, its
 * terms are shown read-only beside its letters, as only a signed letter changes them, then its
 * month-by-month budget. Either way, the client's booking pages whose time counts against it.
 */
export default function EngagementPage() {
  return (
    <OwnedEngagementScreen>
      {(engagement, reload, user) => (
        <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
          <DocumentTitle title={engagement.title} />
          {engagement.clientName ? (
            <BackLink
              to={clientPath(engagement.clientId)}
            >{`Back to ${engagement.clientName}`}</BackLink>
          ) : (
            <BackLink to={ENGAGEMENTS_PATH}>Back to Engagements</BackLink>
          )}
          <header className="grid gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h1 className="min-w-0 text-2xl leading-tight font-bold tracking-tight break-words sm:text-3xl">
                {engagement.title}
              </h1>
              <StatusBadge status={engagement.status} />
            </div>
            <p className="text-muted-foreground">
              {engagement.clientName ? (
                <>
                  With{' '}
                  <Link
                    to={clientPath(engagement.clientId)}
                    className="font-medium break-words text-primary underline-offset-4 hover:underline"
                  >
                    {engagement.clientName}
                  </Link>
                </>
              ) : (
                'Its client has been deleted.'
              )}
            </p>
          </header>
          {engagement.status === 'draft' ? (
            <Draft engagement={engagement} reload={reload} sub={user.sub} />
          ) : (
            <>
              <LetterOutNotice engagement={engagement} />
              {engagement.status === 'active' && !engagement.letters.some(isOut) && (
                <div>
                  <ChangeOrderDialog engagement={engagement} />
                </div>
              )}
              <EngagementTerms engagement={engagement} />
              <EngagementLetters letters={engagement.letters} />
              <EngagementBudget engagement={engagement} sub={user.sub} />
              <EngagementBookingPages engagement={engagement} sub={user.sub} />
            </>
          )}
        </div>
      )}
    </OwnedEngagementScreen>
  );
}

/**
 * A draft: the form to shape it, letters withdrawn earlier if any, its booking pages (which may
 * be linked ahead of the letter), and its deletion.
 */
function Draft({
  engagement,
  reload,
  sub,
}: {
  engagement: TEngagement;
  reload: () => void;
  sub: string;
}) {
  return (
    <>
      <Card>
        <CardHeader>
          <h2 className="text-xl leading-none font-semibold tracking-tight">Draft terms</h2>
          <CardDescription>
            A draft is yours to change. Once its letter is sent for signature, its terms change only
            by a signed letter.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {/* A new form once another engagement is shown: nothing typed carries over. */}
          <EngagementForm
            key={engagement.id}
            engagement={engagement}
            clientId={engagement.clientId}
            currency={engagement.currency}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="send-letter-heading" className="grid gap-3 rounded-lg border p-6">
        <h2 id="send-letter-heading" className="text-lg font-semibold">
          Engagement letter
        </h2>
        <p className="text-sm text-muted-foreground">
          Save the draft first: the letter is drawn from its saved terms and clauses, and is sent to
          the client&apos;s approver and to you for signature.
        </p>
        <div>
          <SendLetterDialog engagement={engagement} />
        </div>
      </section>
      {engagement.letters.length > 0 && <EngagementLetters letters={engagement.letters} />}
      <EngagementBookingPages engagement={engagement} sub={sub} />
      <section
        aria-labelledby="delete-engagement-heading"
        className="grid gap-3 rounded-lg border border-destructive/40 p-6"
      >
        <h2 id="delete-engagement-heading" className="text-lg font-semibold">
          Delete draft
        </h2>
        <p className="text-sm text-muted-foreground">
          A draft can be deleted until its letter is sent; after that its letters are a record for
          both sides.
        </p>
        <div>
          <DeleteEngagementButton engagement={engagement} onRefused={reload} />
        </div>
      </section>
    </>
  );
}

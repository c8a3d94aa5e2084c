import { useId } from 'react';
import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import { DocumentTitle } from '@/components/ui/document-title';
import { Spinner } from '@/components/ui/spinner';
import { RequireUser } from '@/features/auth/require-user';
import type { SessionUser } from '@/features/auth/session';
import { useMe } from '@/features/me';
import { useMyApplicationsFirstPage } from '../api/get-home-facts';
import { HomeClients } from '../components/home-clients';
import { nextSteps, type NextStep, type StepGroup } from '../lib/next-steps';

/**
 * `/home`: where a sign-in lands; the person's clients (what is next with each, what waits on
 * someone), then the next steps that fit them, each a link.
 */
export default function HomePage() {
  return <RequireUser>{(user) => <Home user={user} />}</RequireUser>;
}

function Home({ user }: { user: SessionUser }) {
  const me = useMe();
  const applications = useMyApplicationsFirstPage(user.sub);
  // Without the applications (a failed load) the steps still show, as for a new account.
  const settled =
    me.data !== undefined && (applications.data !== undefined || !!applications.error);
  const list = applications.data?.applications ?? [];
  const groups = me.data
    ? nextSteps({
        isAdmin: me.data.isAdmin,
        firstBookingPageId: me.data.firstBookingPageId,
        kinds: new Set(list.map((a) => a.kind)),
        awaitingAnswer: list.reduce((sum, a) => sum + a.awaitingAnswer, 0),
      })
    : [];

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title="Home" />
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Welcome to vCISO Hub</h1>
        <p className="break-words text-muted-foreground sm:text-lg">
          Signed in as {user.email}. Here is what you can do next.
        </p>
      </header>
      <HomeClients sub={user.sub} />
      {!settled && !me.error ? (
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner label="Loading your next steps" />
          <span>Loading your next steps...</span>
        </div>
      ) : (
        groups.map((group) => <Group key={group.id} group={group} />)
      )}
      {me.error && !me.data && (
        <p role="alert" className="text-destructive">
          Your next steps could not be loaded. Please reload the page to try again.
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        Looking for the overview of what vCISO Hub offers?{' '}
        <Link to="/" className="font-medium text-primary underline underline-offset-4">
          Visit the vCISO Hub landing page
        </Link>
        .
      </p>
    </div>
  );
}

function Group({ group }: { group: StepGroup }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {group.title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {group.steps.map((step) => (
          <li key={`${step.to}|${step.title}`}>
            <StepLink step={step} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StepLink({ step }: { step: NextStep }) {
  return (
    <Link
      to={step.to}
      className="group flex h-full flex-col gap-2 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40"
    >
      <span className="flex items-start justify-between gap-3 font-semibold">
        {step.title}
        {step.done ? (
          <CircleCheck className="size-5 shrink-0 text-primary" aria-label="Done" />
        ) : (
          <ArrowRight
            className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
            aria-hidden
          />
        )}
      </span>
      <span className="text-sm text-muted-foreground">{step.description}</span>
    </Link>
  );
}

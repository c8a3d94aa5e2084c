import { useMatches } from 'react-router';
import Construction from 'lucide-react/icons/construction';
import { BackToHome } from '@/components/ui/back-to-home';
import { DocumentTitle } from '@/components/ui/document-title';

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' &&
  handle !== null &&
  'title' in handle &&
  typeof handle.title === 'string'
    ? handle.title
    : undefined;

/** Placeholder for a route that a later release brings; the route's `handle.title` names it. */
export default function NotAvailablePage() {
  const matches = useMatches();
  const title = matches.map((m) => titleOf(m.handle)).findLast(Boolean) ?? 'Coming soon';
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <DocumentTitle title={title} />
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Construction className="size-7" aria-hidden />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">This part of vCISO Hub is not available yet.</p>
      <BackToHome className="mt-8" />
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import House from 'lucide-react/icons/house';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';

/** A whole-page outcome of the cancel link, with the way home. */
export function CancelState({
  icon,
  title,
  children,
}: {
  /** A lucide icon element, drawn in a circle above the title. */
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <DocumentTitle title={title} />
      <span
        className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-7"
        aria-hidden
      >
        {icon}
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-3 text-muted-foreground">{children}</div>
      <Button asChild className="mt-8">
        <Link to="/">
          <House aria-hidden />
          Go to Homepage
        </Link>
      </Button>
    </section>
  );
}

import type { ReactNode } from 'react';
import { BackToHome } from '@/components/ui/back-to-home';
import { DocumentTitle } from '@/components/ui/document-title';

/** The frame of the three application screens: back home, the title, its line and the form. */
export function ApplicationPage({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <DocumentTitle title={title} />
      <div>
        <BackToHome variant="ghost" size="sm" className="-ml-3" />
      </div>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground sm:text-lg">{description}</p>
      </header>
      {children}
    </div>
  );
}

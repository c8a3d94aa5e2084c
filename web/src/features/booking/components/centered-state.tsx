import type { ReactNode } from 'react';

/** A whole-page message, such as "Calendar not found", with its way out. */
export function CenteredState({
  icon,
  title,
  children,
  action,
}: {
  /** A lucide icon element, drawn in a circle above the title. */
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span
        className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-7"
        aria-hidden
      >
        {icon}
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-3 text-muted-foreground">{children}</div>
      <div className="mt-8">{action}</div>
    </section>
  );
}

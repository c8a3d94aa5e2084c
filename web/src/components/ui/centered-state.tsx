import { useEffect, useRef, type ReactNode } from 'react';
import { DocumentTitle } from './document-title';

/**
 * A whole-page message, such as "Calendar not found" or "Meeting cancelled", with its way out. The
 * title is also the tab's title.
 */
export function CenteredState({
  icon,
  title,
  children,
  action,
  focusTitle = false,
}: {
  /** A lucide icon element, drawn in a circle above the title. */
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
  /**
   * Moves focus to the title when shown, for a message that replaces the control just used (say,
   * after a confirmed cancellation), so keyboard and screen reader users land on the outcome.
   */
  focusTitle?: boolean;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <DocumentTitle title={title} />
      <span
        className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-7"
        aria-hidden
      >
        {icon}
      </span>
      <h1
        ref={titleRef}
        tabIndex={focusTitle ? -1 : undefined}
        className="mt-6 text-2xl font-bold tracking-tight outline-none sm:text-3xl"
      >
        {title}
      </h1>
      <div className="mt-3 text-muted-foreground">{children}</div>
      <div className="mt-8">{action}</div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A section of the landing page: the centred eyebrow, h2 (the section's name) and lead paragraph
 * that open it, then its content. `className` adds the section's own band (border, background).
 */
export function LandingSection({
  id,
  eyebrow,
  title,
  intro,
  className,
  children,
}: {
  /** The h2's id, which names the section. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn(className, 'py-16 sm:py-24')}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

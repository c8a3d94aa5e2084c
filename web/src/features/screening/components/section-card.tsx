import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * A part of the detail screen that is a landmark of its own (Requirements, Matching): a card whose
 * title names the section, with a line on what it holds, then its content.
 */
export function SectionCard({
  headingId,
  title,
  description,
  contentClassName,
  children,
}: {
  /** The title's id, unique on the screen: it names the section. */
  headingId: string;
  title: string;
  description: ReactNode;
  contentClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
      </Card>
    </section>
  );
}

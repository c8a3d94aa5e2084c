import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One of the client's two answers, a titled region of its own. */
export function AnswerCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="grid content-start gap-4 p-5" role="region" aria-labelledby={headingId}>
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children(headingId)}
    </Card>
  );
}

import { useId, useRef, type ReactNode } from 'react';
import { Card, CardContent, CardHeader } from './card';
import { ListBody, type ListBodyProps } from './list-body';

/**
 * A list screen's card: its heading and the list's states (`ListBody`). The render prop also gets
 * `focusHeading`: a row whose delete removed the focused button calls it, so keyboard users
 * continue from the list's heading instead of the page's start.
 */
export function ListSection<T>({
  title,
  children,
  ...list
}: Omit<ListBodyProps<T>, 'children'> & {
  title: ReactNode;
  children: (items: T[], focusHeading: () => void) => ReactNode;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => headingRef.current?.focus();
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <h2
            id={id}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl leading-none font-semibold tracking-tight outline-none"
          >
            {title}
          </h2>
        </CardHeader>
        <CardContent>
          <ListBody {...list}>{(items) => children(items, focusHeading)}</ListBody>
        </CardContent>
      </Card>
    </section>
  );
}

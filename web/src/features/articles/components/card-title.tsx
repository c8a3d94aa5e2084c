import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A card's title as a section heading (h2 under the page's h1), styled like the card title. */
export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return (
    <h2 className={cn('text-xl leading-none font-semibold tracking-tight', className)} {...props} />
  );
}

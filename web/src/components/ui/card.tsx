import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type DivProps = HTMLAttributes<HTMLDivElement>;

export const Card = ({ className, ...p }: DivProps) => (
  <div
    className={cn('rounded-lg border bg-card text-card-foreground shadow-sm', className)}
    {...p}
  />
);
export const CardHeader = ({ className, ...p }: DivProps) => (
  <div className={cn('flex flex-col gap-1.5 p-6', className)} {...p} />
);
export const CardTitle = ({ className, ...p }: HTMLAttributes<HTMLHeadingElement>) => (
  <h3 className={cn('text-xl leading-none font-semibold tracking-tight', className)} {...p} />
);
export const CardDescription = ({ className, ...p }: HTMLAttributes<HTMLParagraphElement>) => (
  <p className={cn('text-sm text-muted-foreground', className)} {...p} />
);
export const CardContent = ({ className, ...p }: DivProps) => (
  <div className={cn('p-6 pt-0', className)} {...p} />
);
export const CardFooter = ({ className, ...p }: DivProps) => (
  <div className={cn('flex items-center p-6 pt-0', className)} {...p} />
);

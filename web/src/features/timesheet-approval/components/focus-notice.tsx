import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  muted: { box: 'bg-muted/40', icon: 'text-muted-foreground' },
  destructive: { box: 'border-destructive/50 bg-destructive/10', icon: 'text-destructive' },
} as const;

/**
 * A notice that takes the place of the approval forms: its icon, then what it says. It takes the
 * focus once `focus` is true, so keyboard and screen reader users land on it.
 */
export function FocusNotice({
  role,
  testId,
  tone,
  icon,
  focus,
  children,
}: {
  role: 'status' | 'alert';
  testId: string;
  tone: keyof typeof TONES;
  icon: ReactNode;
  focus: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={role}
      data-testid={testId}
      className={cn(
        'flex gap-3 rounded-lg border p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        TONES[tone].box,
      )}
    >
      <span aria-hidden className={cn('mt-0.5 [&_svg]:size-5', TONES[tone].icon)}>
        {icon}
      </span>
      {children}
    </div>
  );
}

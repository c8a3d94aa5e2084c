import { forwardRef, type SelectHTMLAttributes } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { cn } from '@/lib/cn';

/**
 * The browser's own `<select>` with the inputs' look: native keyboard and screen-reader
 * behaviour, the phone's picker on touch screens, and it works with `register` of react-hook-form.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  ({ className, children, ...props }, ref) => (
    <div className="relative">
      <select
        ref={ref}
        className={cn(
          'flex h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-sm disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  ),
);
NativeSelect.displayName = 'NativeSelect';

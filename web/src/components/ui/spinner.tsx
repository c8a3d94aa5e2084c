import Loader2 from 'lucide-react/icons/loader-circle';
import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <Loader2 className={cn('size-6 animate-spin text-muted-foreground', className)} aria-hidden />
    </span>
  );
}

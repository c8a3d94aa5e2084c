import BellRing from 'lucide-react/icons/bell-ring';
import { waitingText } from '../lib/my-applications';

/** "2 roles waiting for your answer", when there are any. */
export function WaitingNotice({ count }: { count: number }) {
  const text = waitingText(count);
  if (!text) return null;
  return (
    <p className="flex items-center gap-2 rounded-md bg-amber-100 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-900/60 dark:text-amber-50">
      <BellRing className="size-4 shrink-0" aria-hidden />
      {text}
    </p>
  );
}

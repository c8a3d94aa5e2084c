import { LoadFailed as SectionLoadFailed, type LoadFailedProps } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';

/** "Loading …" with a spinner, for a part of a screen that has nothing to show yet. */
export function Loading({ text }: { text: string }) {
  return (
    <div className="flex items-center gap-3 py-6 text-muted-foreground">
      <Spinner label={text.replace(/\.+$/, '')} />
      <span>{text}</span>
    </div>
  );
}

/** A failed load: what failed, the server's reason, and a retry, spaced as `Loading` is. */
export function LoadFailed(props: Omit<LoadFailedProps, 'className'>) {
  return <SectionLoadFailed {...props} className="py-4" />;
}

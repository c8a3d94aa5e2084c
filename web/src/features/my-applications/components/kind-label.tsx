import type { TApplicationKind } from '@contracts/applications/application';
import { kindNoun } from '../lib/my-applications';

/** The kind of application, small and in capitals above its name (the list's card, the detail). */
export function KindLabel({ kind }: { kind: TApplicationKind }) {
  return (
    <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
      {kindNoun(kind)}
    </p>
  );
}

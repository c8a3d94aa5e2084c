import { Link, useLocation } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { TApplicationKind } from '@contracts/applications/application';
import { Button } from '@/components/ui/button';
import { filtersFromState, listPath } from '../lib/list-params';

/**
 * "Back to applications": to the list with the tab and status it was opened from, or else to the
 * tab of this application's kind once that is known.
 */
export function BackToList({ kind }: { kind?: TApplicationKind }) {
  const { state } = useLocation();
  const filters = filtersFromState(state) ?? (kind ? { kind } : undefined);
  return (
    <div>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={filters ? listPath(filters) : '/admin/applications'}>
          <ArrowLeft aria-hidden />
          Back to applications
        </Link>
      </Button>
    </div>
  );
}

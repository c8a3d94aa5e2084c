import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Button } from '@/components/ui/button';

/**
 * The quiet link back above an engagement's screen, aligned with the text below it: to its
 * client, where engagements are drafted, or to the list of all of them.
 */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <div>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={to}>
          <ArrowLeft aria-hidden />
          {children}
        </Link>
      </Button>
    </div>
  );
}

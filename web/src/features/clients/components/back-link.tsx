import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Button } from '@/components/ui/button';
import { CLIENTS_PATH } from '../lib/client-display';

/** The quiet link back to the list above a client's screen, aligned with the text below it. */
export function BackToClients() {
  return (
    <div>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={CLIENTS_PATH}>
          <ArrowLeft aria-hidden />
          Back to Clients
        </Link>
      </Button>
    </div>
  );
}

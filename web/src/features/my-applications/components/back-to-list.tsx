import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Button } from '@/components/ui/button';
import { LIST_PATH, listTexts } from '../lib/my-applications';

/** "Back to My applications". */
export function BackToList() {
  return (
    <div>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={LIST_PATH}>
          <ArrowLeft aria-hidden />
          Back to {listTexts.title}
        </Link>
      </Button>
    </div>
  );
}

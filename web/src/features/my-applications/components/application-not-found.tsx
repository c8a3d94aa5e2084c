import { Link } from 'react-router';
import { applicationMessages } from '@contracts/applications/application';
import { Button } from '@/components/ui/button';
import { LIST_PATH, listTexts } from '../lib/my-applications';

/** Not found, or not this account's: said in the page, with the way back to the list. */
export function ApplicationNotFound() {
  return (
    <div className="grid justify-items-center gap-4 py-12 text-center">
      <p role="alert" className="text-lg font-medium">
        {applicationMessages.notFound}
      </p>
      <Button asChild variant="outline">
        <Link to={LIST_PATH}>Back to {listTexts.title}</Link>
      </Button>
    </div>
  );
}

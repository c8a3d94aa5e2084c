import { Link } from 'react-router';
import Files from 'lucide-react/icons/files';
import Upload from 'lucide-react/icons/upload';
import { Button } from '@/components/ui/button';

/** The header links of the documents screens that list something other than the documents. */
export function DocumentsLinks() {
  return (
    <>
      <Button asChild variant="outline">
        <Link to="/documents">
          <Files aria-hidden />
          All documents
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/documents/upload">
          <Upload aria-hidden />
          Upload Document
        </Link>
      </Button>
    </>
  );
}

import Files from 'lucide-react/icons/files';
import Upload from 'lucide-react/icons/upload';
import { LinkButton } from '@/components/ui/link-button';

/** The header links of the documents screens that list something other than the documents. */
export function DocumentsLinks() {
  return (
    <>
      <LinkButton to="/documents" icon={<Files aria-hidden />}>
        All documents
      </LinkButton>
      <LinkButton to="/documents/upload" icon={<Upload aria-hidden />}>
        Upload Document
      </LinkButton>
    </>
  );
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import FolderOpen from 'lucide-react/icons/folder-open';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import Upload from 'lucide-react/icons/upload';
import { LinkButton } from '@/components/ui/link-button';
import { DocumentTitle } from '@/components/ui/document-title';
import { RequireUser } from '@/features/auth/require-user';
import { DocumentFilters } from '../components/document-filters';
import { DocumentList } from '../components/document-list';
import { ScreenFrame, ScreenHeader } from '../components/screen-frame';
import { filtersFromParams, filtersQuery, type DocumentListFilters } from '../lib/document-list';

/**
 * `/documents?status=&q=`: every document of the owner, whichever library it is in (or none),
 * newest first, by status group and title search; the filters live in the URL.
 */
export default function DocumentsPage() {
  return (
    <>
      <DocumentTitle title="All Documents" />
      <RequireUser>{() => <AllDocuments />}</RequireUser>
    </>
  );
}

function AllDocuments() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  // Replaced, not pushed: Back leaves the list rather than stepping through each search.
  const show = useCallback(
    (next: DocumentListFilters) => setParams(filtersQuery(next), { replace: true }),
    [setParams],
  );

  return (
    <ScreenFrame wide>
      <ScreenHeader
        title="All Documents"
        description="Every document you own, whichever library it is in."
        actions={
          <>
            <LinkButton to="/documents/libraries" icon={<FolderOpen aria-hidden />}>
              Libraries
            </LinkButton>
            <LinkButton to="/documents/templates" icon={<LayoutTemplate aria-hidden />}>
              Templates
            </LinkButton>
            <LinkButton to="/documents/upload" icon={<Upload aria-hidden />} primary>
              Upload Document
            </LinkButton>
          </>
        }
      />
      <div className="grid gap-6">
        <DocumentFilters filters={filters} onChange={show} />
        <DocumentList filters={filters} />
      </div>
    </ScreenFrame>
  );
}

import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import Users from 'lucide-react/icons/users';
import { fieldMessages } from '@contracts/documents/fields';
import { Button } from '@/components/ui/button';
import { CenteredState } from '@/components/ui/centered-state';
import { countFilePages } from '../../lib/file-pages';
import { originalBytes } from '../../lib/original-bytes';
import type { SignableDocument } from '../../lib/status';
import { applyTemplateBlocker } from '../../lib/templates';
import { ApplyTemplateDialog } from '../apply-template-dialog';

/**
 * Fields belong to signers: without any, the editor sends the owner to set them up first, or to
 * take signers and fields from a template, for which the stored file's pages are counted.
 */
export function NoSigners({ document }: { document: SignableDocument }) {
  const pageCount = useFilePages(document);
  return (
    <CenteredState
      icon={<Users />}
      title={fieldMessages.noSigners}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to={`/documents/${encodeURIComponent(document.id)}/prepare`}>
              Configure Signers
            </Link>
          </Button>
          <ApplyTemplateDialog
            document={document}
            pageCount={pageCount}
            blocker={applyTemplateBlocker({ dirty: false, pageCount })}
            // The document reloads with its signers, and the editor takes over.
            onApplied={() => undefined}
          />
        </div>
      }
    >
      <p>Add the people who sign this document before placing their fields.</p>
    </CenteredState>
  );
}

/** The stored file's pages as the viewer counts them; 0 until counted (or if it cannot be). */
function useFilePages(document: SignableDocument): number {
  const [pages, setPages] = useState(0);
  useEffect(() => {
    let current = true;
    originalBytes(document.id)
      .then((bytes) => countFilePages(new Blob([bytes]), document.fileType))
      .then((count) => current && setPages(count))
      .catch(() => current && setPages(0));
    return () => {
      current = false;
    };
  }, [document.id, document.fileType]);
  return pages;
}

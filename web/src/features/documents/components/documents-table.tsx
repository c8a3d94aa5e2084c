import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Eye from 'lucide-react/icons/eye';
import { FILE_TYPE_LABELS, type TDocumentSummary } from '@contracts/documents/document';
import { Button } from '@/components/ui/button';
import {
  StackedActions,
  StackedBody,
  StackedCell,
  StackedHead,
  StackedRow,
  StackedTable,
} from '@/components/ui/stacked-table';
import { formatDate } from '../lib/format';
import { DeleteDocumentIconButton } from './delete-document-button';
import { DocumentStatusBadge } from './status-badge';

/** The column after Title: the file type in a library, the library in All documents. */
export interface DocumentColumn {
  header: string;
  cell: (document: TDocumentSummary) => ReactNode;
}

export const typeColumn: DocumentColumn = {
  header: 'Type',
  cell: (document) => FILE_TYPE_LABELS[document.fileType],
};

/**
 * A list of documents: Title, Type (or another `column`), Status, Created, Actions (spec §2: a
 * library's documents). `caption` names the table for screen readers. On a phone each document
 * is a card of its own (StackedTable), its actions in view.
 */
export function DocumentsTable({
  documents,
  onDeleted,
  column = typeColumn,
  caption,
}: {
  documents: TDocumentSummary[];
  onDeleted: () => void;
  column?: DocumentColumn;
  caption?: string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border max-md:overflow-visible max-md:border-0">
      <StackedTable>
        {caption && <caption className="sr-only">{caption}</caption>}
        <StackedHead className="bg-muted/50 text-left text-muted-foreground">
          <tr role="row">
            {['Title', column.header, 'Status', 'Created'].map((header) => (
              <th key={header} role="columnheader" scope="col" className="px-4 py-3 font-medium">
                {header}
              </th>
            ))}
            <th role="columnheader" scope="col" className="px-4 py-3 text-right font-medium">
              Actions
            </th>
          </tr>
        </StackedHead>
        <StackedBody>
          {documents.map((document) => (
            <StackedRow key={document.id} className="border-t">
              <StackedCell className="max-w-xs px-4 py-3 font-medium break-words max-md:max-w-none max-md:text-left max-md:text-base">
                <Link
                  to={`/documents/${encodeURIComponent(document.id)}`}
                  className="hover:underline"
                >
                  {document.title}
                </Link>
              </StackedCell>
              <StackedCell
                label={column.header}
                className="max-w-xs px-4 py-3 break-words max-md:max-w-none"
              >
                {column.cell(document)}
              </StackedCell>
              <StackedCell label="Status" className="px-4 py-3">
                <DocumentStatusBadge status={document.status} />
              </StackedCell>
              <StackedCell label="Created" className="px-4 py-3 whitespace-nowrap">
                {formatDate(document.createdAt)}
              </StackedCell>
              <StackedActions className="px-4 py-3">
                <div className="flex justify-end gap-2 max-md:justify-start">
                  <Button asChild variant="outline" size="icon" className="size-9">
                    <Link
                      to={`/documents/${encodeURIComponent(document.id)}`}
                      aria-label={`View ${document.title}`}
                      title="View"
                    >
                      <Eye aria-hidden />
                    </Link>
                  </Button>
                  <DeleteDocumentIconButton
                    id={document.id}
                    libraryId={document.libraryId}
                    title={document.title}
                    onDeleted={onDeleted}
                  />
                </div>
              </StackedActions>
            </StackedRow>
          ))}
        </StackedBody>
      </StackedTable>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Eye from 'lucide-react/icons/eye';
import { FILE_TYPE_LABELS, type TDocumentSummary } from '@contracts/documents/document';
import { Button } from '@/components/ui/button';
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
 * library's documents). `caption` names the table for screen readers.
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
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Title
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {column.header}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Created
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id} className="border-t">
              <td className="max-w-xs px-4 py-3 font-medium break-words">
                <Link
                  to={`/documents/${encodeURIComponent(document.id)}`}
                  className="hover:underline"
                >
                  {document.title}
                </Link>
              </td>
              <td className="max-w-xs px-4 py-3 break-words">{column.cell(document)}</td>
              <td className="px-4 py-3">
                <DocumentStatusBadge status={document.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(document.createdAt)}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useOpenedFile, ViewerError, ViewerLoading } from '@/components/document-viewer';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { parseCsv, type CsvRows } from '../lib/csv';
import { originalBytes } from '../lib/original-bytes';

/** Rows shown below the header; a longer file is read only this far (the download has it all). */
const MAX_PREVIEW_ROWS = 500;

async function previewRows(documentId: string): Promise<CsvRows> {
  const bytes = await originalBytes(documentId);
  // The product writes UTF-8; the decoder also drops the byte order mark spreadsheets want.
  return parseCsv(new TextDecoder().decode(bytes), { maxRows: MAX_PREVIEW_ROWS + 1 });
}

/**
 * A CSV document's rows as a table: the first record as the header, then up to 500 rows. Its own
 * chunk, loaded only by the page of a CSV document.
 */
export default function CsvPreview({ documentId, title }: { documentId: string; title: string }) {
  const { opened, retry } = useOpenedFile(documentId, () => previewRows(documentId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Preview</CardTitle>
      </CardHeader>
      <CardContent>
        {opened.status === 'loading' && <ViewerLoading />}
        {opened.status === 'error' && <ViewerError onRetry={retry} />}
        {opened.status === 'ready' && <CsvTable csv={opened.value} title={title} />}
      </CardContent>
    </Card>
  );
}

function CsvTable({ csv, title }: { csv: CsvRows; title: string }) {
  const [header = [], ...rows] = csv.rows;
  if (header.length === 0)
    return <p className="text-sm text-muted-foreground">The file is empty.</p>;
  const width = Math.max(header.length, ...rows.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, i) => i);
  return (
    <div className="grid gap-3">
      <div
        className="max-h-[70vh] overflow-auto rounded-lg border"
        role="region"
        aria-label={`Rows of ${title}`}
        // Scrollable by keyboard as well.
        tabIndex={0}
      >
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-muted text-left">
            <tr>
              {columns.map((i) => (
                <th key={i} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {header[i] ?? ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-t">
                {columns.map((i) => (
                  <td key={i} className="px-3 py-2 align-top whitespace-pre-wrap">
                    {row[i] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {csv.truncated && (
        <p className="text-sm text-muted-foreground">
          Showing the first {MAX_PREVIEW_ROWS} rows. Download the file to see them all.
        </p>
      )}
    </div>
  );
}

import Download from 'lucide-react/icons/download';
import { documentMessages, type DOWNLOAD_VERSIONS } from '@contracts/documents/document';
import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/use-action';
import { getDownloadUrl } from '../api/get-download-url';

/** Saves a file through a link valid for an hour; the browser keeps the page where it is. */
function save(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Download of the original, or once sealed of the signed copy or the certificate alone. */
export function DownloadButton({
  documentId,
  version = 'original',
  label,
  variant = 'outline',
}: {
  documentId: string;
  version?: (typeof DOWNLOAD_VERSIONS)[number];
  label: string;
  variant?: 'outline' | 'default';
}) {
  const { act, busy } = useAction();
  const download = () =>
    act({
      run: async () => {
        const link = await getDownloadUrl(documentId, { version });
        save(link.url, link.fileName);
      },
      success: documentMessages.downloaded,
      error: documentMessages.downloadFailed,
    });
  return (
    <Button variant={variant} disabled={busy} onClick={() => void download()}>
      <Download aria-hidden />
      {label}
    </Button>
  );
}

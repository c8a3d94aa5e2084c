import Download from 'lucide-react/icons/download';
import { documentMessages, type DOWNLOAD_VERSIONS } from '@contracts/documents/document';
import { Button } from '@/components/ui/button';
import { saveLink } from '@/lib/save-link';
import { useAction } from '@/lib/use-action';
import { getDownloadUrl } from '../api/get-download-url';

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
        saveLink(link.url, link.fileName);
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

import Copy from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import type { TRecoveryCodes } from '@contracts/account/account-security';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** What the person is told with their codes, which they will not see again. */
export const RECOVERY_CODES_NOTICE =
  'If you lose your phone, sign in with your password and one of these codes. Each code works once. Save them somewhere safe now: they are not shown again.';

const asText = (codes: readonly string[]) =>
  [
    'vCISO Hub recovery codes',
    '',
    ...codes,
    '',
    'Each code works once, in place of your authenticator app, with your password.',
  ].join('\n');

/** A new set of recovery codes, shown this once, to copy or download. */
export function RecoveryCodesView({ issued }: { issued: TRecoveryCodes }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(asText(issued.codes));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy the codes', {
        description: 'Select them and copy them by hand.',
      });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([asText(issued.codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'vciso-hub-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{RECOVERY_CODES_NOTICE}</p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-4 font-mono text-sm"
      >
        {issued.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden />
          Copy codes
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden />
          Download codes
        </Button>
      </div>
    </div>
  );
}

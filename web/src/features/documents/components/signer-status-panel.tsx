import RotateCw from 'lucide-react/icons/rotate-cw';
import type { TDocument } from '@contracts/documents/document';
import type { TSigner } from '@contracts/documents/workflow';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAction } from '@/lib/use-action';
import { documentKey } from '../api/get-document';
import { resendSignature } from '../api/resend-signature';
import { formatDateTime } from '../lib/format';
import { signerReminderRows } from '../lib/reminders';
import { canResend, STEP_STATUS_LABELS } from '../lib/status';
import { sendMessages } from './send-button';

/** Where each signer stands, with the times of each step, for a document out for signing. */
export function SignerStatusPanel({ document }: { document: TDocument }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Signature status</CardTitle>
        <p className="text-sm text-muted-foreground">
          {document.workflowType === 'chain'
            ? 'Signers are asked one after another, in this order.'
            : 'All signers were asked at once.'}
        </p>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3" aria-label="Signers">
          {document.signers.map((signer) => (
            <li key={signer.order} className="rounded-lg border p-4">
              <SignerRow document={document} signer={signer} />
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function SignerRow({ document, signer }: { document: TDocument; signer: TSigner }) {
  const { act, busy } = useAction();
  const times: Array<[string, string | null]> = [
    ['Sent', signer.sentAt],
    ['Viewed', signer.viewedAt],
    ['Agreed to e-sign', signer.consentedAt],
    ['Signed', signer.signedAt],
    ['Declined', signer.declinedAt],
  ];
  const resend = () =>
    act({
      run: () => resendSignature(document.id, signer.order),
      success: `A new signing link was sent to ${signer.email}`,
      error: sendMessages.failed,
      revalidate: [documentKey(document.id)],
    });

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">
            {signer.order}. {signer.name}
          </p>
          <p className="text-sm break-all text-muted-foreground">{signer.email}</p>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={signer.status === 'signed' ? 'success' : 'secondary'}>
            {STEP_STATUS_LABELS[signer.status]}
          </Badge>
          {canResend(document, signer) && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void resend()}>
              <RotateCw aria-hidden />
              Resend
            </Button>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {times
          .filter(([, at]) => at !== null)
          .map(([label, at]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>
                <time dateTime={at!}>{formatDateTime(at!)}</time>
              </dd>
            </div>
          ))}
        {signerReminderRows(signer).map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd>{row.at ? <time dateTime={row.at}>{row.value}</time> : row.value}</dd>
          </div>
        ))}
        {signer.declineReason && (
          <div className="contents">
            <dt className="text-muted-foreground">Reason</dt>
            <dd className="break-words">{signer.declineReason}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

import { useId, useState } from 'react';
import Send from 'lucide-react/icons/send';
import {
  LINK_DAY_CHOICES,
  MAX_SEND_MESSAGE,
  SIGNING_LINK_DAYS,
  type TSendDocument,
} from '@contracts/documents/signing';
import { WORKFLOW_TYPE_LABELS, type TWorkflowType } from '@contracts/documents/workflow';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { DocxNote } from './editor-notes';

/**
 * Sending mails people, so it is confirmed, with who is asked when and what a DOCX yields, an
 * optional message for the signers (in their mail) and how long the links work (the server
 * refuses a link after that).
 */
export function SendDialog({
  signerCount,
  workflowType,
  isDocx,
  busy,
  sending,
  onSend,
}: {
  signerCount: number;
  workflowType: TWorkflowType;
  isDocx: boolean;
  busy: boolean;
  sending: boolean;
  onSend: (options: TSendDocument) => void;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [linkDays, setLinkDays] = useState<number>(SIGNING_LINK_DAYS);
  return (
    <ConfirmAction
      trigger={
        <Button disabled={busy}>
          <Send aria-hidden />
          {sending ? 'Sending...' : 'Send for Signatures'}
        </Button>
      }
      title="Send for signatures?"
      description={`${signerCount === 1 ? 'The signer' : `The ${signerCount} signers`} will get a personal signing link by e-mail. ${WORKFLOW_TYPE_LABELS[workflowType]}. The fields are saved first and cannot be changed afterwards.`}
      confirmLabel="Send"
      destructive={false}
      onConfirm={() => onSend({ message, linkDays })}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>Message to the signers (optional)</Label>
        <Textarea
          id={`${id}-message`}
          rows={3}
          maxLength={MAX_SEND_MESSAGE}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-describedby={`${id}-message-hint`}
        />
        <p id={`${id}-message-hint`} className="text-xs text-muted-foreground">
          Included in their signing e-mail.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-days`}>Links expire after</Label>
        <NativeSelect
          id={`${id}-days`}
          value={String(linkDays)}
          onChange={(e) => setLinkDays(Number(e.target.value))}
          aria-describedby={`${id}-days-hint`}
        >
          {LINK_DAY_CHOICES.map((days) => (
            <option key={days} value={days}>
              {days} days
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-days-hint`} className="text-xs text-muted-foreground">
          Each signer&apos;s link stops working this long after it is mailed.
        </p>
      </div>
      {isDocx && <DocxNote />}
    </ConfirmAction>
  );
}

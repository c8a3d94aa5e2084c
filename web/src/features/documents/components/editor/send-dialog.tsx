import Send from 'lucide-react/icons/send';
import { WORKFLOW_TYPE_LABELS, type TWorkflowType } from '@contracts/documents/workflow';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { DocxNote } from './editor-notes';

/** Sending mails people, so it is confirmed, with who is asked when and what a DOCX yields. */
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
  onSend: () => void;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button disabled={busy}>
          <Send aria-hidden />
          {sending ? 'Sending...' : 'Send for Signatures'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Send for signatures?</AlertDialogTitle>
          <AlertDialogDescription>
            {signerCount === 1 ? 'The signer' : `The ${signerCount} signers`} will get a personal
            signing link by e-mail. {WORKFLOW_TYPE_LABELS[workflowType]}. The fields are saved first
            and cannot be changed afterwards.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {isDocx && <DocxNote />}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onSend}>Send</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

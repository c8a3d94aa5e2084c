import Save from 'lucide-react/icons/save';
import type { TSendDocument } from '@contracts/documents/signing';
import type { TWorkflowType } from '@contracts/documents/workflow';
import { Button } from '@/components/ui/button';
import { DocxNote } from './editor-notes';
import { SendDialog } from './send-dialog';

/** Save and Send, with what a DOCX yields and whether there is unsaved work. */
export function EditorActions({
  running,
  dirty,
  isDocx,
  signerCount,
  workflowType,
  onSave,
  onSend,
}: {
  /** The action under way, if any: every button waits for it. */
  running: 'save' | 'send' | undefined;
  dirty: boolean;
  isDocx: boolean;
  signerCount: number;
  workflowType: TWorkflowType;
  onSave: () => void;
  onSend: (options: TSendDocument) => void;
}) {
  return (
    <>
      {isDocx && <DocxNote />}
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        <Button variant="outline" disabled={running !== undefined} onClick={onSave}>
          <Save aria-hidden />
          {running === 'save' ? 'Saving...' : 'Save Fields'}
        </Button>
        <SendDialog
          signerCount={signerCount}
          workflowType={workflowType}
          isDocx={isDocx}
          busy={running !== undefined}
          sending={running === 'send'}
          onSend={onSend}
        />
      </div>
      {dirty && (
        <p className="text-xs text-muted-foreground" role="status">
          You have unsaved changes.
        </p>
      )}
    </>
  );
}

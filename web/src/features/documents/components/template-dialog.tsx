import { useId, type ReactNode } from 'react';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';

/**
 * A template step of the field editor ("Save as template", "Use a template"): an outline button
 * named as the dialog it opens. While `blocker` says why it cannot open yet (unsaved changes,
 * pages still loading), the button is disabled with that reason beside it.
 */
export function TemplateDialog({
  blocker,
  disabled = false,
  children,
  ...dialog
}: {
  title: string;
  description: string;
  blocker?: string;
  /** Another action of the editor is under way. */
  disabled?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const blockerId = `${useId()}-blocker`;
  return (
    <div className="grid gap-1">
      <FormDialog
        {...dialog}
        trigger={
          <Button
            variant="outline"
            disabled={disabled || blocker !== undefined}
            aria-describedby={blocker ? blockerId : undefined}
          >
            <LayoutTemplate aria-hidden />
            {dialog.title}
          </Button>
        }
      >
        {children}
      </FormDialog>
      {blocker && (
        <p id={blockerId} className="text-xs text-muted-foreground">
          {blocker}
        </p>
      )}
    </div>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import { Controller } from 'react-hook-form';
import type { TPeriodFilter } from '@contracts/timesheets/period';
import { periodMessages, ZSubmitPeriod } from '@contracts/timesheets/period-approval';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { routePath } from '@contracts/route';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { submitPeriod } from '../api/period-actions';
import { timesheetKey } from '../api/get-timesheet';
import { clientLabel } from '../lib/client-label';

/** Where the page's client address is set. */
export const billingSettingsPath = (bookingPageId: string) =>
  `/timesheets/billing?calendar=${encodeURIComponent(bookingPageId)}`;

/**
 * The submit dialog's form: the period's drafts are submitted and locked, and, when the page has
 * a client address (Billing settings), the client is mailed a link to approve them (on by
 * default). Without an address the choice is off and cannot be turned on, and a link leads to
 * where the address is added. The server's answer says what happened.
 */
export function SubmitPeriodForm({
  bookingPageId,
  period,
  clientEmail,
  clientName = '',
  onSubmitted,
}: {
  bookingPageId: string;
  period: TPeriodFilter;
  /** The page's client address; '' when none is set. */
  clientEmail: string;
  /** The page's client name (Billing settings); '' when none is set. */
  clientName?: string;
  onSubmitted: () => void;
}) {
  const id = useId();
  const canSend = clientEmail !== '';
  const form = useContractForm(ZSubmitPeriod, {
    defaultValues: { ...period, sendToClient: canSend },
    idPrefix: id,
  });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (values) => {
    const done = await act({
      // Never asks for a mail the page has no address for: the server would refuse it.
      run: () =>
        submitPeriod(bookingPageId, { ...period, sendToClient: canSend && values.sendToClient }),
      success: (sent) => sent.message,
      error: periodMessages.submitFailed,
      revalidate: [
        timesheetKey(bookingPageId),
        routePath(timesheetRoutes.listPeriods, { id: bookingPageId }),
      ],
    });
    if (done.ok) onSubmitted();
  });

  const switchId = `${id}-sendToClient`;
  const hintId = `${switchId}-hint`;
  return (
    <form className="grid gap-5" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name="sendToClient"
          render={({ field }) => (
            <Switch
              id={switchId}
              checked={canSend && field.value !== false}
              disabled={!canSend || busy}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-describedby={canSend ? undefined : hintId}
            />
          )}
        />
        <div className="grid min-w-0 gap-1.5 pt-0.5">
          <Label htmlFor={switchId} className="break-words">
            {canSend
              ? `E-mail ${clientLabel(clientName, clientEmail)} a link to approve it`
              : 'E-mail the client a link to approve it'}
          </Label>
          {!canSend && (
            <p id={hintId} className="text-xs text-muted-foreground">
              <Link
                to={billingSettingsPath(bookingPageId)}
                className="underline underline-offset-2"
              >
                Add the client&apos;s e-mail in Billing settings
              </Link>
            </p>
          )}
        </div>
      </div>
      <DialogFormFooter busy={busy} submitLabel="Submit" busyLabel="Submitting..." />
    </form>
  );
}

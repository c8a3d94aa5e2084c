import { RETENTION } from '@contracts/account/retention';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CloseAccountDialog } from './close-account-dialog';

/**
 * "Close my account": what goes and what stays, in the words of the closure's own rules
 * (lambdas/services/account/close-account-data.ts), then the button that asks to confirm.
 */
export function CloseAccountCard() {
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-destructive">Close my account</CardTitle>
        <CardDescription>
          Closing your account signs you out everywhere and deletes what it holds at once. It cannot
          be undone; download your data first if you want to keep a copy.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div className="grid gap-2">
          <h4 className="font-semibold">What is deleted</h4>
          <ul className="list-disc space-y-1 pl-6 text-muted-foreground marker:text-destructive">
            <li>
              your booking pages and their meetings: upcoming bookings are cancelled and their
              visitors told;
            </li>
            <li>your time entries and timesheet exports;</li>
            <li>
              your documents: a document still out for signature is withdrawn and its signers told;
            </li>
            <li>your libraries and templates;</li>
            <li>your applications and their photos;</li>
            <li>your data archives and the account itself, with its sign-in.</li>
          </ul>
        </div>
        <div className="grid gap-2">
          <h4 className="font-semibold">What is kept</h4>
          <ul className="list-disc space-y-1 pl-6 text-muted-foreground marker:text-primary">
            <li>
              documents other people signed stay as their signed record, anonymised: they belong to
              no account any more;
            </li>
            <li>your signatures on other people’s documents stay in their records;</li>
            <li>
              invoices and credit notes you issued are bookkeeping records the law asks us to keep:
              they stay, with their PDFs, apart from everything else and linked to no account, until
              the end of the {RETENTION.invoiceYears}th year after the year each was issued, then
              they are deleted;
            </li>
            <li>copies in our backups expire within {RETENTION.closedAccountDays} days.</li>
          </ul>
        </div>
        <div>
          <CloseAccountDialog />
        </div>
      </CardContent>
    </Card>
  );
}

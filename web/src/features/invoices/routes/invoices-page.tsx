import { DocumentTitle } from '@/components/ui/document-title';
import { RequireUser } from '@/features/auth/require-user';
import { ProfessionalProfileCard } from '@/features/profile';
import { InvoiceList } from '../components/invoice-list';
import { listTexts } from '../lib/invoice-display';

/**
 * `/invoices`: the consultant's invoices and credit notes, and their profile, whose details their
 * invoices print.
 * Invoices are issued from an approved period on its booking page's timesheet.
 */
export default function InvoicesPage() {
  return (
    <>
      <DocumentTitle title={listTexts.title} />
      <RequireUser>
        {(user) => (
          <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
            <header className="grid gap-1">
              <h1 className="text-3xl font-bold tracking-tight">{listTexts.title}</h1>
              <p className="text-muted-foreground">{listTexts.lead}</p>
            </header>
            <InvoiceList sub={user.sub} />
            <ProfessionalProfileCard sub={user.sub} />
          </div>
        )}
      </RequireUser>
    </>
  );
}

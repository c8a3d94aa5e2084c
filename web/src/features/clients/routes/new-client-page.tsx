import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { RequireUser } from '@/features/auth/require-user';
import { BackToClients } from '../components/back-link';
import { ClientForm } from '../components/client-form';

/** `/clients/new`: adds a client, then opens its screen to link its booking pages. */
export default function NewClientPage() {
  return (
    <>
      <DocumentTitle title="Add client" />
      <RequireUser>
        {() => (
          <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
            <BackToClients />
            <Card>
              <CardHeader>
                <h1 className="text-2xl leading-none font-bold tracking-tight">Add client</h1>
                <CardDescription>
                  Its details are printed on its invoices; once it is added, link the booking pages
                  that bill it.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <ClientForm />
              </CardContent>
            </Card>
          </div>
        )}
      </RequireUser>
    </>
  );
}

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { ClientEngagements } from '@/features/engagements/client-engagements';
import { BackToClients } from '../components/back-link';
import { ClientBookingPages } from '../components/client-booking-pages';
import { ClientForm } from '../components/client-form';
import { DeleteClientButton } from '../components/delete-client-button';
import { OwnedClientScreen } from '../components/owned-client';

/**
 * `/clients/{id}`: one client's details and contacts (the form, filled in), its engagements with
 * the way to draft one, the booking pages that bill it with the way to link another, and its
 * deletion.
 */
export default function ClientPage() {
  return (
    <OwnedClientScreen>
      {(client, user) => (
        <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
          <DocumentTitle title={client.name} />
          <BackToClients />
          <Card>
            <CardHeader>
              <h1 className="text-2xl leading-tight font-bold tracking-tight break-words">
                {client.name}
              </h1>
              <CardDescription>
                Saving changes every booking page that bills this client: their invoices print these
                details and bill by these terms.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {/* A new form once another client is shown: nothing typed carries over. */}
              <ClientForm key={client.id} client={client} />
            </CardContent>
          </Card>
          <ClientEngagements clientId={client.id} sub={user.sub} />
          <ClientBookingPages client={client} sub={user.sub} />
          <section
            aria-labelledby="delete-client-heading"
            className="grid gap-3 rounded-lg border border-destructive/40 p-6"
          >
            <h2 id="delete-client-heading" className="text-lg font-semibold">
              Delete client
            </h2>
            <p className="text-sm text-muted-foreground">
              A client can be deleted once no booking page bills it and it has no engagements: link
              its pages to another client first.
            </p>
            <div>
              <DeleteClientButton client={client} />
            </div>
          </section>
        </div>
      )}
    </OwnedClientScreen>
  );
}

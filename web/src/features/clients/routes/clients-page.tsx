import Handshake from 'lucide-react/icons/handshake';
import { DocumentTitle } from '@/components/ui/document-title';
import { LinkButton } from '@/components/ui/link-button';
import { RequireUser } from '@/features/auth/require-user';
import { ENGAGEMENTS_PATH } from '@/features/engagements/client-engagements';
import { ClientList } from '../components/client-list';
import { listTexts } from '../lib/client-display';

/**
 * `/clients`: the owner's clients by name, and the way to add one (beside the list, or in its
 * empty state for a new account). The list of every engagement is linked from its header: the
 * site header has no room left for another link, and engagements are the clients' work.
 */
export default function ClientsPage() {
  return (
    <>
      <DocumentTitle title={listTexts.title} />
      <RequireUser>
        {(user) => (
          <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
            <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="grid min-w-0 gap-1">
                <h1 className="text-3xl font-bold tracking-tight">{listTexts.title}</h1>
                <p className="text-muted-foreground">{listTexts.lead}</p>
              </div>
              <div className="shrink-0">
                <LinkButton to={ENGAGEMENTS_PATH} icon={<Handshake aria-hidden />}>
                  Engagements
                </LinkButton>
              </div>
            </header>
            <ClientList sub={user.sub} />
          </div>
        )}
      </RequireUser>
    </>
  );
}

import { libraryMessages } from '@contracts/documents/library';
import { DocumentTitle } from '@/components/ui/document-title';
import { ListBody } from '@/components/ui/list-body';
import { useLibraries } from '../api/get-libraries';
import { LibraryCard } from '../components/library-card';
import { NewLibraryDialog } from '../components/new-library-dialog';
import { RequireUser } from '@/features/auth/require-user';
import { DocumentsLinks } from '../components/documents-links';
import { ScreenFrame, ScreenHeader } from '../components/screen-frame';

/** `/documents/libraries`: the owner's libraries as a grid, and New Library (spec §2). */
export default function LibrariesPage() {
  return (
    <>
      <DocumentTitle title="Document Libraries" />
      <RequireUser>{() => <Libraries />}</RequireUser>
    </>
  );
}

function Libraries() {
  const libraries = useLibraries();
  return (
    <ScreenFrame wide>
      <ScreenHeader
        title="Document Libraries"
        description="Keep contracts together and send them for signature."
        actions={
          <>
            <DocumentsLinks />
            <NewLibraryDialog />
          </>
        }
      />
      <ListBody
        query={libraries}
        texts={{
          loading: 'Loading libraries...',
          failed: libraryMessages.loadFailed,
          empty: 'No libraries yet. Create your first one to organise your documents.',
        }}
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Libraries">
            {items.map((library) => (
              <li key={library.id}>
                <LibraryCard library={library} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </ScreenFrame>
  );
}

import { Link, useParams } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { RequireUser } from '@/features/auth/require-user';
import { ScreenFrame, ScreenHeader } from '../components/screen-frame';
import { UploadForm } from '../components/upload-form';

/** `/documents/upload` and `/documents/upload/{libraryId}` (spec §2). */
export default function UploadPage() {
  const { libraryId } = useParams();
  // Back where the upload started: the library, or All documents for one in no library.
  const back = libraryId ? `/documents/libraries/${encodeURIComponent(libraryId)}` : '/documents';
  return (
    <>
      <DocumentTitle title="Upload Document" />
      <RequireUser>
        {() => (
          <ScreenFrame>
            <div>
              <Button asChild variant="ghost" size="sm">
                <Link to={back}>
                  <ArrowLeft aria-hidden />
                  Back
                </Link>
              </Button>
            </div>
            <ScreenHeader
              title="Upload Document"
              description="A PDF or Word document you want to send for signature."
            />
            <Card>
              <CardContent className="pt-6">
                <UploadForm libraryId={libraryId} />
              </CardContent>
            </Card>
          </ScreenFrame>
        )}
      </RequireUser>
    </>
  );
}

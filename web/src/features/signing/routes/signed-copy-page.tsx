import { useEffect } from 'react';
import { useLocation } from 'react-router';
import Clock from 'lucide-react/icons/clock';
import Download from 'lucide-react/icons/download';
import LinkIcon from 'lucide-react/icons/link-2-off';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { signedCopyMessages } from '@contracts/documents/signed-copy';
import { BackToHome } from '@/components/ui/back-to-home';
import { Button } from '@/components/ui/button';
import { CenteredState } from '@/components/ui/centered-state';
import { PageLoading } from '@/components/ui/page-state';
import { ApiError } from '@/lib/api-client';
import { linkTokenOf } from '@/lib/link-token';
import { useSignedCopy } from '../api/get-signed-copy';

/**
 * `/signed-copy#<token>` (public, no account): a signer's personal link from the completion mail,
 * its token in the fragment so no server ever logs it. The page trades the token for a short-lived
 * download URL and sends the browser there; a link that is not valid or expired says so.
 */
export default function SignedCopyPage() {
  const token = linkTokenOf(useLocation().hash);
  const { data, error, mutate } = useSignedCopy(token);
  const url = data?.url;

  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);

  if (!token || (error instanceof ApiError && error.status === 404))
    return (
      <CenteredState icon={<LinkIcon />} title="Link not valid" action={<BackToHome />}>
        <p>{signedCopyMessages.invalid}</p>
      </CenteredState>
    );
  if (error instanceof ApiError && error.status === 410)
    return (
      <CenteredState icon={<Clock />} title="Link expired" action={<BackToHome />}>
        <p>{signedCopyMessages.expired}</p>
      </CenteredState>
    );
  if (error)
    return (
      <CenteredState icon={<TriangleAlert />} title="Something went wrong" action={<BackToHome />}>
        <p>{signedCopyMessages.loadFailed}. Please check your connection and try again.</p>
        <Button variant="outline" className="mt-6" onClick={() => void mutate()}>
          Try again
        </Button>
      </CenteredState>
    );
  if (!url) return <PageLoading label="Preparing your download" />;
  return (
    <CenteredState
      icon={<Download />}
      title="Download started"
      action={
        <Button asChild>
          <a href={url} rel="noreferrer">
            <Download aria-hidden />
            Download again
          </a>
        </Button>
      }
    >
      <p>
        Your signed copy is downloading. Please keep the file: the link in your e-mail stops working
        after a while.
      </p>
    </CenteredState>
  );
}

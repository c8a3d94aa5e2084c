import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import FileX from 'lucide-react/icons/file-x';
import LinkIcon from 'lucide-react/icons/link-2-off';
import { signingMessages } from '@contracts/documents/signing';
import { BackToHome } from '@/components/ui/back-to-home';
import { CenteredState } from '@/components/ui/centered-state';
import type { DeadLink } from '../lib/link-state';

const pages: Record<DeadLink, { title: string; text: string; icon: React.ReactNode }> = {
  invalid: { title: 'Link not valid', text: signingMessages.invalid, icon: <LinkIcon /> },
  used: {
    title: 'Link already used',
    text: `${signingMessages.used} If you signed, you will receive the signed document by e-mail once everyone has signed.`,
    icon: <CircleCheck />,
  },
  expired: { title: 'Link expired', text: signingMessages.expired, icon: <Clock /> },
  closed: {
    title: 'Signing closed',
    text: `${signingMessages.closed} Ask the sender if you still need to sign it.`,
    icon: <FileX />,
  },
  voided: {
    title: 'Document voided',
    text: `${signingMessages.voided} If it is still to be signed, the sender will send you a new request.`,
    icon: <FileX />,
  },
  declined: {
    title: 'Signing closed',
    text: `${signingMessages.declinedByOther} The sender has been told.`,
    icon: <FileX />,
  },
};

/** A link that opens no document says why, and never shows the document. */
export function LinkStatePage({ state, focus = false }: { state: DeadLink; focus?: boolean }) {
  const page = pages[state];
  return (
    <CenteredState icon={page.icon} title={page.title} action={<BackToHome />} focusTitle={focus}>
      <p>{page.text}</p>
    </CenteredState>
  );
}

import LinkIcon from 'lucide-react/icons/link-2-off';
import { periodMessages } from '@contracts/timesheets/period-approval';
import { BackToHome } from '@/components/ui/back-to-home';
import { CenteredState } from '@/components/ui/centered-state';

/**
 * A link that opens no period (unknown, expired, or replaced by a newer one or by the period's
 * reopening) says so and shows nothing of it. `focus` when it replaces the form just used.
 */
export function LinkInvalidPage({ focus = false }: { focus?: boolean }) {
  return (
    <CenteredState
      icon={<LinkIcon />}
      title="Link not valid"
      action={<BackToHome />}
      focusTitle={focus}
    >
      <p>{periodMessages.linkInvalid}</p>
    </CenteredState>
  );
}

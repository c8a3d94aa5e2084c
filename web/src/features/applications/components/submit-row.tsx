import Send from 'lucide-react/icons/send';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/session';
import { editTexts } from '../lib/edit-mode';
import { SignInToSubmit } from './sign-in-to-submit';

/**
 * The end of an application form: for a visitor, the note that sending needs a sign-in, then the
 * submit button, disabled while sending with the spec's "…ing" label (spec §4) and while the
 * session is still loading. Changing an application already sent says "Save changes" instead.
 */
export function SubmitRow({
  label,
  busyLabel,
  busy,
  editing,
  signInNote,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  editing: boolean;
  /** A line more for the visitor, such as the photo that will have to be chosen again. */
  signInNote?: string;
}) {
  const { status } = useSession();
  return (
    <>
      {!editing && <SignInToSubmit note={signInNote} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={busy || status === 'loading'}
        >
          <Send aria-hidden />
          {busy ? (editing ? editTexts.saving : busyLabel) : editing ? editTexts.submit : label}
        </Button>
      </div>
    </>
  );
}

import { CODE_LENGTH } from '@contracts/auth/fields';
import { SubmitButton } from '@/components/forms/submit-button';

/** "Verify" under a 6-digit code: it waits until all the digits are in. */
export function VerifyButton({ busy, code }: { busy: boolean; code: string }) {
  return (
    <SubmitButton
      className="w-full"
      busy={busy}
      busyLabel="Verifying..."
      disabled={code.length !== CODE_LENGTH}
    >
      Verify
    </SubmitButton>
  );
}

import { Button } from '@/components/ui/button';

/** The way out of a sign-in step (reset, verify, the TOTP code) back to the Sign In tab. */
export function BackToSignIn({ onBack }: { onBack: () => void }) {
  return (
    <Button type="button" variant="link" onClick={onBack}>
      Back to sign in
    </Button>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import Copy from 'lucide-react/icons/copy';
import Plus from 'lucide-react/icons/plus';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  DialogClose,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { enableTotp, startTotpEnrolment, verifyTotpCode, type TotpEnrolment } from '../api/mfa';
import { formatSecret } from '../lib/otpauth-uri';
import { QrCode } from './qr-code';
import { errorMessage } from '@/lib/error-message';

const CODE_LENGTH = 6;

/** "Add MFA": scan the QR code (or type the secret), then confirm with the first 6-digit code. */
export function AddMfaDialog({
  email,
  sub,
  onEnabled,
}: {
  email: string;
  sub: string;
  onEnabled: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // A new secret each time the dialog opens; closing forgets it.
  useEffect(() => {
    if (!open) {
      setEnrolment(null);
      setCode('');
      return;
    }
    let cancelled = false;
    startTotpEnrolment(email)
      .then((e) => !cancelled && setEnrolment(e))
      .catch((error: unknown) => {
        if (cancelled) return;
        toast.error('Failed to enroll MFA', {
          description: errorMessage(error, 'Please try again.'),
        });
        setOpen(false);
      });
    return () => {
      cancelled = true;
    };
  }, [open, email]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (code.length !== CODE_LENGTH || !enrolment) return;
    setSubmitting(true);
    try {
      await verifyTotpCode(code);
    } catch (error) {
      toast.error('Failed to verify MFA code', {
        description: errorMessage(error, 'Check the code and try again.'),
      });
      setCode('');
      setSubmitting(false);
      return;
    }
    toast.success('MFA verified successfully');
    try {
      await enableTotp(sub);
      toast.success('MFA has been enabled successfully');
      setOpen(false);
      onEnabled();
    } catch (error) {
      toast.error('Failed to enroll MFA', {
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setSubmitting(false);
    }
  }

  async function copySecret() {
    if (!enrolment) return;
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      toast.success('Secret copied');
    } catch {
      toast.error('Could not copy the secret', { description: 'Select it and copy it by hand.' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          Add MFA
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set up authenticator app</DialogTitle>
          <DialogDescription>
            Scan the QR code with an authenticator app (such as Google Authenticator, Microsoft
            Authenticator or 1Password), then enter the 6-digit code it shows.
          </DialogDescription>
        </DialogHeader>
        {!enrolment ? (
          <div className="flex justify-center py-8">
            <Spinner className="size-8!" label="Preparing authenticator setup" />
          </div>
        ) : (
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <div className="flex justify-center">
              <QrCode value={enrolment.uri} label="QR code for setting up your authenticator app" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="mfa-secret">Can&apos;t scan it? Enter this secret in your app</Label>
              <div className="flex gap-2">
                <Input
                  id="mfa-secret"
                  readOnly
                  value={formatSecret(enrolment.secret)}
                  className="font-mono text-xs!"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  onClick={copySecret}
                  aria-label="Copy secret"
                >
                  <Copy aria-hidden />
                </Button>
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="mfa-code">Verification code</Label>
              <Input
                id="mfa-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={CODE_LENGTH}
                placeholder="000000"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
                className="text-center font-mono text-lg! tracking-[0.5em]"
                autoFocus
              />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={submitting}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={submitting || code.length !== CODE_LENGTH}>
                {submitting ? 'Verifying...' : 'Verify'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

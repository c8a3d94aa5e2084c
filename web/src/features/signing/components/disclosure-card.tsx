import { useId, useState } from 'react';
import FileSignature from 'lucide-react/icons/file-signature';
import { signingMessages, type TSigningSession } from '@contracts/documents/signing';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useAction } from '@/lib/use-action';
import { giveConsent } from '../api/give-consent';
import { SIGNING_API } from '../api/get-signing-session';

/**
 * The electronic-records disclosure, shown before anything of the document: the signer reads it
 * and accepts it (recorded with its version), or declines.
 */
export function DisclosureCard({
  token,
  session,
  decline,
  onFailed,
}: {
  token: string;
  session: TSigningSession;
  /** The Decline button and its dialog. */
  decline: React.ReactNode;
  onFailed: (error: unknown) => void;
}) {
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const { act, busy } = useAction();
  const { disclosure, document, senderName } = session;

  const accept = async () => {
    const done = await act({
      run: () => giveConsent(token, { disclosureVersion: disclosure.version }),
      error: 'Error',
      revalidate: [SIGNING_API],
    });
    if (!done.ok) onFailed(done.error);
  };

  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader>
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          <FileSignature className="size-4" aria-hidden />
          {senderName ? `${senderName} asks you to sign` : 'You are asked to sign'}
        </span>
        <h1 className="text-2xl leading-tight font-bold tracking-tight">{document.title}</h1>
        <CardDescription>
          Hello {session.signer.name}. Before the document opens, please read how signing
          electronically works and agree to it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-md border p-4">
          <h2 id={`${id}-title`} className="font-semibold">
            {disclosure.title}
          </h2>
          {disclosure.sections.map((s) => (
            <div key={s.heading} className="grid gap-1">
              <h3 className="text-sm font-medium">{s.heading}</h3>
              <p className="text-sm text-muted-foreground">{s.text}</p>
            </div>
          ))}
          <p className="text-xs text-muted-foreground">Version {disclosure.version}</p>
        </section>
        <label htmlFor={`${id}-agree`} className="flex items-start gap-3 text-sm">
          <input
            id={`${id}-agree`}
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
          />
          <span>
            I have read the disclosure and agree to use electronic records and signatures.
          </span>
        </label>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {decline}
          <Button type="button" disabled={!agreed || busy} onClick={() => void accept()}>
            {busy ? 'Saving...' : 'Accept and continue'}
          </Button>
        </div>
        {!agreed && <p className="sr-only">{signingMessages.consentRequired}</p>}
      </CardContent>
    </Card>
  );
}

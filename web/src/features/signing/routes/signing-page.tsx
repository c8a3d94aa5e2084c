import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import {
  signingMessages,
  type TSigningOutcome,
  type TSigningSession,
} from '@contracts/documents/signing';
import { DocumentViewer, fetchFileBytes } from '@/components/document-viewer';
import { BackToHome } from '@/components/ui/back-to-home';
import { Button } from '@/components/ui/button';
import { CenteredState } from '@/components/ui/centered-state';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageLoading } from '@/components/ui/page-state';
import { linkTokenOf } from '@/lib/link-token';
import { useAction } from '@/lib/use-action';
import { useSigningSession } from '../api/get-signing-session';
import { signDocument } from '../api/sign-document';
import { DeclineDialog } from '../components/decline-dialog';
import { DisclosureCard } from '../components/disclosure-card';
import { FieldOverlay } from '../components/field-overlay';
import { LinkStatePage } from '../components/link-state-page';
import { SigningPanel } from '../components/signing-panel';
import { initialsOf, nextField, toSubmission, type Draft } from '../lib/field-values';
import { deadLinkOf, type DeadLink } from '../lib/link-state';

type Outcome = { kind: 'signed'; result: TSigningOutcome } | { kind: 'declined' } | DeadLink;

/**
 * `/sign#<token>` (public, no account): a signer's personal link, its token in the fragment so no
 * server ever logs it (links mailed as `/sign/<token>` are moved there at start-up, `app/routes`).
 * The electronic-records
 * disclosure comes first; once accepted, the document with only this signer's fields, the
 * signature (typed or drawn), initials, text and the date, then Sign, or Decline with a reason.
 * A link that is not valid, used or expired says so and never shows the document.
 */
export default function SigningPage() {
  const token = linkTokenOf(useLocation().hash);
  // Another link opened in this tab changes only the fragment: it starts afresh.
  return <SigningLink key={token ?? ''} token={token} />;
}

function SigningLink({ token }: { token: string | undefined }) {
  const { data: session, error, mutate } = useSigningSession(token);
  const [outcome, setOutcome] = useState<Outcome>();

  if (!token) return <LinkStatePage state="invalid" />;
  if (typeof outcome === 'string') return <LinkStatePage state={outcome} focus />;
  if (outcome?.kind === 'signed') return <SignedPage result={outcome.result} />;
  if (outcome?.kind === 'declined')
    return (
      <CenteredState icon={<CircleX />} title="You declined" action={<BackToHome />} focusTitle>
        <p>The sender has been told, with your reason. Nothing was signed.</p>
      </CenteredState>
    );

  const dead = deadLinkOf(error);
  if (dead) return <LinkStatePage state={dead} />;
  if (error)
    return (
      <CenteredState icon={<TriangleAlert />} title="Something went wrong" action={<BackToHome />}>
        <p>{signingMessages.loadFailed}. Please check your connection and try again.</p>
        <Button variant="outline" className="mt-6" onClick={() => void mutate()}>
          Try again
        </Button>
      </CenteredState>
    );
  if (!session) return <PageLoading label="Loading document" />;

  // A failure that means the link stopped working meanwhile turns into its page.
  const onFailed = (failure: unknown) => {
    const state = deadLinkOf(failure);
    if (state) setOutcome(state);
  };
  const decline = (
    <DeclineDialog
      token={token}
      onDeclined={() => setOutcome({ kind: 'declined' })}
      onFailed={onFailed}
    />
  );

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-12">
      <DocumentTitle title={`Sign: ${session.document.title}`} />
      {session.consentedAt && session.file ? (
        <SigningWorkspace
          token={token}
          session={session}
          decline={decline}
          onSigned={(result) => setOutcome({ kind: 'signed', result })}
          onFailed={onFailed}
        />
      ) : (
        <DisclosureCard token={token} session={session} decline={decline} onFailed={onFailed} />
      )}
    </section>
  );
}

function SigningWorkspace({
  token,
  session,
  decline,
  onSigned,
  onFailed,
}: {
  token: string;
  session: TSigningSession;
  decline: React.ReactNode;
  onSigned: (result: TSigningOutcome) => void;
  onFailed: (error: unknown) => void;
}) {
  const { fields, signer, document, file } = session;
  const today = useMemo(() => new Date(), []);
  const [draft, setDraft] = useState<Draft>(() => ({
    signature: { type: 'typed', text: signer.name },
    // Initials proposed from the name; the signer may change them.
    values: Object.fromEntries(
      fields.filter((f) => f.type === 'initials').map((f) => [f.id, initialsOf(signer.name)]),
    ),
  }));
  const { act, busy } = useAction();
  const [currentField, setCurrentField] = useState<string>();
  // Next field: the next one still empty (else simply the next), on whichever page, brought
  // into view on the page and outlined; selecting it there moves to its control.
  const showNextField = () => {
    const next = nextField(fields, draft, currentField);
    if (!next) return;
    setCurrentField(next.id);
    Array.from(window.document.querySelectorAll<HTMLElement>('[data-field-id]'))
      .find((el) => el.dataset.fieldId === next.id)
      ?.scrollIntoView({ block: 'center', inline: 'nearest' });
  };
  // The disclosure this replaces was read at the bottom of the page: start at the document.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const sign = async () => {
    const done = await act({
      run: () => signDocument(token, toSubmission(fields, draft)),
      success: signingMessages.signed,
      error: signingMessages.signFailed,
    });
    if (done.ok) onSigned(done.value);
    else onFailed(done.error);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 gap-3">
        <div>
          <p className="text-sm text-muted-foreground">
            {session.senderName ? `From ${session.senderName}` : 'Signature request'} · signing as{' '}
            {signer.name} ({signer.email})
          </p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none"
          >
            {document.title}
          </h1>
          <p className="text-sm text-muted-foreground">
            Your fields are highlighted; select one to fill it in.
          </p>
        </div>
        <DocumentViewer
          fileType={document.fileType}
          fileKey={token}
          label={document.title}
          load={() => fetchFileBytes(file!.url)}
          renderOverlay={(page) => (
            <FieldOverlay
              fields={fields.filter((f) => f.page === page.number)}
              draft={draft}
              today={today}
              currentId={currentField}
            />
          )}
        />
      </div>
      <aside className="h-fit rounded-md border p-4 lg:sticky lg:top-4" aria-label="Sign">
        <h2 className="mb-4 text-lg font-semibold">Fill in and sign</h2>
        <SigningPanel
          name={signer.name}
          fields={fields}
          draft={draft}
          today={today}
          busy={busy}
          decline={decline}
          onSignature={(signature) => setDraft((d) => ({ ...d, signature }))}
          onValue={(id, value) => setDraft((d) => ({ ...d, values: { ...d.values, [id]: value } }))}
          onSign={() => void sign()}
          onNextField={showNextField}
        />
      </aside>
    </div>
  );
}

function SignedPage({ result }: { result: TSigningOutcome }) {
  return (
    <CenteredState
      icon={<CircleCheck />}
      title="Document signed"
      action={<BackToHome />}
      focusTitle
    >
      <p>
        {result.documentStatus === 'fully_signed'
          ? 'Thank you. Everyone has signed: you will receive the signed document and its completion certificate by e-mail shortly.'
          : 'Thank you. Your signature is recorded. Once everyone has signed, you will receive the signed document by e-mail.'}
      </p>
    </CenteredState>
  );
}

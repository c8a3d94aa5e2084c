import { useState } from 'react';
import { Link } from 'react-router';
import type { TEngagement } from '@contracts/engagements/engagement';
import { LinkChoice } from '@/components/forms/link-choice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { clientPath, useClient } from '@/features/clients/owner-clients';

// Links inside sentences are underlined: colour alone does not set them apart (axe link-in-text-block).
const linkClass = 'text-primary underline underline-offset-4';

/**
 * A select of the client's booking pages not linked yet, and "Link". Only a page that bills the
 * engagement's client can count against it, so the choices are the client's pages, read as its
 * own screen reads them; a page is made to bill the client there.
 */
export function LinkPageForm({
  engagement,
  sub,
  busy,
  linking,
  onLink,
}: {
  engagement: TEngagement;
  sub: string;
  /** A page of the engagement is being linked or unlinked. */
  busy: boolean;
  linking: boolean;
  /** Links the page; true once linked. */
  onLink: (bookingPageId: string) => Promise<boolean>;
}) {
  const client = useClient(engagement.clientId, sub);
  const [chosen, setChosen] = useState('');

  if (!client.data) {
    return client.error ? (
      <LoadFailed
        title="The client's booking pages could not be loaded."
        error={client.error}
        onRetry={() => void client.mutate()}
      />
    ) : (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Loading the client's booking pages" /> Loading the client&apos;s booking
        pages...
      </p>
    );
  }

  const name = engagement.clientName;
  const linked = new Set(engagement.bookingPages.map((page) => page.id));
  const choices = client.data.bookingPages.filter((page) => !linked.has(page.id));
  if (choices.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {client.data.bookingPages.length === 0
          ? `${name} has no booking pages yet. `
          : `Every booking page of ${name} is linked. `}
        <Link to={clientPath(engagement.clientId)} className={linkClass}>
          Link a booking page to {name}
        </Link>{' '}
        first: only a page that bills the client counts against its engagements.
      </p>
    );
  }

  // A choice that was linked or moved away meanwhile is no longer offered.
  const value = choices.some((page) => page.id === chosen) ? chosen : '';
  const link = async () => {
    if (value && (await onLink(value))) setChosen('');
  };

  return (
    <LinkChoice
      label={`Link a booking page of ${name}`}
      placeholder="Choose a booking page"
      choices={choices.map((page) => ({ id: page.id, name: page.title }))}
      value={value}
      onChange={setChosen}
      onLink={() => void link()}
      disabled={busy}
      linking={linking}
      hint="A page linked to another of this client's engagements moves to this one."
    />
  );
}

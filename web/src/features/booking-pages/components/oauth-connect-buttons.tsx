import { PROVIDER_LABELS } from '@contracts/booking/connection';
import { Button } from '@/components/ui/button';
import { useCalendarProviders } from '../api/get-calendar-providers';
import { useOAuthConnect } from './use-oauth-connect';

/**
 * Connect Google or Microsoft (spec §2): a button for each provider this site can connect, as the
 * API says; none for a provider whose OAuth client is not configured (the operator reads why in
 * the logs and the README, the owner is not asked to fix the backend).
 */
export function OAuthConnectButtons({
  bookingPageId,
  sub,
}: {
  bookingPageId: string;
  sub: string;
}) {
  const { connect, busy } = useOAuthConnect(bookingPageId);
  const available = useCalendarProviders(sub);
  const providers = available.data?.providers;
  if (!providers) return null;
  if (providers.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        Google and Microsoft calendars cannot be connected on this site; a local calendar works
        without them.
      </p>
    );
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outline"
          disabled={busy}
          onClick={() => void connect(provider)}
        >
          Connect {PROVIDER_LABELS[provider]}
        </Button>
      ))}
    </div>
  );
}

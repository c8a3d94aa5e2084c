import Info from 'lucide-react/icons/info';
import { OAUTH_PROVIDERS, PROVIDER_LABELS } from '@contracts/booking/connection';
import { Button } from '@/components/ui/button';
import { useOAuthConnect } from './use-oauth-connect';

/** Connect Google or Microsoft (spec §2), with the note on backend configuration. */
export function OAuthConnectButtons({ calendarId }: { calendarId: string }) {
  const { connect, busy } = useOAuthConnect(calendarId);
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        {OAUTH_PROVIDERS.map((provider) => (
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
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        Google and Microsoft connections need their OAuth client credentials configured in the
        backend.
      </p>
    </div>
  );
}

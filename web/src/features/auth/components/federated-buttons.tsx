import { useState } from 'react';
import { signInWithRedirect } from 'aws-amplify/auth';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { webConfig } from '@/config/web-config';
import { serviceMessage } from '../lib/auth-errors';

type Provider = 'Google' | 'Microsoft';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.09A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.43.34-2.09V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

function MicrosoftIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path fill="#F25022" d="M1 1h10v10H1z" />
      <path fill="#7FBA00" d="M13 1h10v10H13z" />
      <path fill="#00A4EF" d="M1 13h10v10H1z" />
      <path fill="#FFB900" d="M13 13h10v10H13z" />
    </svg>
  );
}

/**
 * Google and Microsoft sign-in through the Cognito hosted UI (Microsoft is the user pool's OIDC
 * provider named "Microsoft"; the spec's "azure"). Where a provider is not set up, as locally,
 * the button stays and says so.
 */
export function FederatedButtons() {
  const [pending, setPending] = useState<Provider | null>(null);

  async function start(provider: Provider) {
    const title = `Failed to sign in with ${provider}`;
    const config = webConfig();
    if (!config.oauthDomain || !config.federatedProviders.includes(provider)) {
      toast.error(title, {
        description: `${provider} sign-in is not configured for this environment.`,
      });
      return;
    }
    setPending(provider);
    try {
      await signInWithRedirect({
        provider: provider === 'Google' ? 'Google' : { custom: 'Microsoft' },
      });
    } catch (error) {
      toast.error(title, { description: serviceMessage(error, 'Please try again.') });
      setPending(null);
    }
  }

  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={pending !== null}
        onClick={() => start('Google')}
      >
        <GoogleIcon />
        Continue with Google
      </Button>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={pending !== null}
        onClick={() => start('Microsoft')}
      >
        <MicrosoftIcon />
        Continue with Microsoft
      </Button>
    </div>
  );
}

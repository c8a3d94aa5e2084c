import { accountSecurityAction } from '../account-lines';
import { renderMail, type RenderedMail } from '../render';

export interface AccountSignInChangedView {
  /** "Google", "Microsoft" or "LinkedIn". */
  provider: string;
  change: 'connected' | 'disconnected';
  /** When, already written in UTC: "12 May 2026 at 14:03 UTC". */
  at: string;
  securityUrl: string;
}

/**
 * The account holder's notice of a sign-in connected or disconnected: which provider, when, and
 * what to do if it was not them. Nothing of the provider's account (its e-mail, its id).
 */
export function accountSignInChanged(view: AccountSignInChangedView): RenderedMail {
  const { provider } = view;
  const connected = view.change === 'connected';
  const happened = connected
    ? `${provider} was connected to your vCISO Hub account on ${view.at}. Signing in with ${provider} now opens this account.`
    : `${provider} was disconnected from your vCISO Hub account on ${view.at}. Signing in with ${provider} no longer opens this account.`;
  return renderMail({
    subject: connected
      ? `${provider} sign-in connected to your vCISO Hub account`
      : `${provider} sign-in disconnected from your vCISO Hub account`,
    preview: happened,
    lines: ['Hello,', '', happened],
    action: accountSecurityAction(
      connected
        ? `If this wasn't you, sign in with your e-mail and password, disconnect ${provider} under Account Security, and change your password`
        : `If this wasn't you, sign in with your e-mail and password, change your password and check your connected sign-ins under Account Security`,
      view.securityUrl,
    ),
  });
}

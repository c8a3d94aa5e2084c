import type { TWebConfig } from '@contracts/config/web-config';
import type { Logger } from '../../middleware/logger';
import type { AccountLinks, LinkedIdentity, PoolAccount } from '../../ports/account-links';

/** The pool's identity providers, spelt as the pool names them (`identity-providers.ts`). */
export type FederatedProvider = TWebConfig['federatedProviders'][number];

const PROVIDERS: readonly FederatedProvider[] = ['Google', 'Microsoft', 'LinkedIn'];

/** What the trigger reads of Cognito's pre sign-up event (`PreSignUpTriggerEvent`). */
export interface PreSignUpEvent {
  triggerSource: string;
  /** `<Provider>_<provider's user id>` for a federated sign-in (lower case in this pool). */
  userName: string;
  request: { userAttributes: Readonly<Record<string, string | undefined>> };
}

/**
 * Stops the sign-up. Cognito shows its message to the person (after "PreSignUp failed with
 * error"), so it says what to do next and carries nothing internal.
 */
export class SignUpStopped extends Error {
  override readonly name = 'SignUpStopped';
}

export interface LinkFederatedUserDeps {
  accountLinks: AccountLinks;
  log: Pick<Logger, 'info' | 'warn'>;
}

/** The message after linking: the next sign-in through the provider lands in the account. */
export const linkedMessage = (provider: FederatedProvider) =>
  `Your ${provider} sign-in is now connected to your existing account with this e-mail. Please sign in with ${provider} again.`;

/**
 * The refusal of a federated sign-in whose address belongs to an account that signs in with a
 * second factor or has admin rights: the provider would sign in without the code. Its owner may
 * connect the provider while signed in with password and code, where the account shows it.
 */
export const connectWhileSignedInMessage = (provider: FederatedProvider) =>
  `An account with this e-mail already exists. To use ${provider} with it, sign in with your e-mail and password, then connect ${provider} under Account Security → Connected sign-ins.`;

/** The refusal of an e-mail/password sign-up for an address a federated account holds. */
export const existingAccountMessage = (providers: readonly FederatedProvider[]) =>
  `An account with this e-mail already exists: sign in with ${orList(providers)}.`;

/**
 * Cognito's pre sign-up trigger: one person, one account.
 *
 * - A first sign-in through Google, Microsoft or LinkedIn whose verified e-mail belongs to a
 *   confirmed e-mail/password user is linked to that user (AdminLinkProviderForUser), and stopped
 *   with a message asking to sign in again: Cognito cannot both link and go on creating the
 *   federated user ("Already found an entry for username"), and the next sign-in lands in the
 *   existing account.
 * - Never into an account with MFA turned on or in the `admin` group: Cognito asks no code of a
 *   federated sign-in, so the link would skip the second factor. That sign-in is stopped, pointing
 *   to Account Security's Connected sign-ins, and no second account is made.
 * - An e-mail/password sign-up with an address that only federated users hold is refused, naming
 *   the provider to sign in with.
 * - Everything else (AdminCreateUser, no match, an address without the provider's verified flag)
 *   goes on unchanged. The event's response is never touched: nothing is confirmed or verified.
 */
export async function linkFederatedUser<E extends PreSignUpEvent>(
  deps: LinkFederatedUserDeps,
  event: E,
): Promise<E> {
  if (event.triggerSource === 'PreSignUp_ExternalProvider') await linkToNativeUser(deps, event);
  else if (event.triggerSource === 'PreSignUp_SignUp') await refuseSecondAccount(deps, event);
  return event;
}

async function linkToNativeUser(deps: LinkFederatedUserDeps, event: PreSignUpEvent) {
  const identity = federatedIdentity(event.userName);
  if (!identity) return;
  const { email, email_verified } = event.request.userAttributes;
  if (!email || !vouched(email_verified)) return;

  const target = (await accountsWithEmail(deps.accountLinks, email)).find(linkable);
  if (!target) return;
  if (target.identities.some((linked) => sameIdentity(linked, identity))) {
    // Linked before, yet Cognito is creating the user again: linking once more would change
    // nothing, and asking to sign in again could repeat forever. Cognito decides.
    deps.log.warn('Pre sign-up: identity already linked', {
      username: target.username,
      provider: identity.provider,
    });
    return;
  }
  const guard = await deps.accountLinks.signInGuard(target.username);
  if (guard.mfa || guard.admin) {
    deps.log.info(
      'Pre sign-up: not linked, the account signs in with a second factor or is an admin',
      {
        username: target.username,
        provider: identity.provider,
        ...guard,
      },
    );
    throw new SignUpStopped(connectWhileSignedInMessage(identity.provider));
  }
  await deps.accountLinks.link(target.username, identity.provider, identity.userId);
  deps.log.info('Pre sign-up: federated identity linked to an existing account', {
    username: target.username,
    provider: identity.provider,
  });
  throw new SignUpStopped(linkedMessage(identity.provider));
}

async function refuseSecondAccount(deps: LinkFederatedUserDeps, event: PreSignUpEvent) {
  const { email } = event.request.userAttributes;
  if (!email) return;
  const accounts = await accountsWithEmail(deps.accountLinks, email);
  // A native user with the address: Cognito's own rules answer (the address is the username).
  if (accounts.some((account) => account.native)) return;
  const providers = [
    ...new Set(
      accounts.flatMap((account) => {
        const provider = providerOf(account);
        return provider && vouched(account.emailVerified) ? [provider] : [];
      }),
    ),
  ];
  if (providers.length === 0) return;
  deps.log.info('Pre sign-up: e-mail sign-up refused, a federated account has the address', {
    providers,
  });
  throw new SignUpStopped(existingAccountMessage(providers));
}

/** The provider and its user id in a federated user's name, `Google_1234` or `google_1234`. */
export function federatedIdentity(
  userName: string,
): { provider: FederatedProvider; userId: string } | undefined {
  const cut = userName.indexOf('_');
  if (cut <= 0 || cut === userName.length - 1) return undefined;
  const prefix = userName.slice(0, cut).toLowerCase();
  // AdminLinkProviderForUser wants the provider's name as the pool spells it.
  const provider = PROVIDERS.find((name) => name.toLowerCase() === prefix);
  return provider && { provider, userId: userName.slice(cut + 1) };
}

/**
 * An address its provider vouches for: the `email_verified` the pool maps from it says true
 * (Google's and LinkedIn's own flag; for Microsoft, Entra's `xms_edov`, see
 * `lib/constructs/identity-providers.ts`). No flag, no trust.
 */
const vouched = (verified: string | boolean | undefined): boolean =>
  verified === true || verified === 'true';

/** The pool's users with this address, compared ignoring case (as the pool compares e-mails). */
async function accountsWithEmail(links: AccountLinks, email: string): Promise<PoolAccount[]> {
  const wanted = email.trim().toLowerCase();
  return (await links.findByEmail(email.trim())).filter(
    (account) => account.email.trim().toLowerCase() === wanted,
  );
}

/**
 * A user a federated identity may be linked to: an e-mail/password user who confirmed the
 * address. Not one still unconfirmed, which anyone could have signed up with that address, nor a
 * disabled one (an account being closed).
 */
const linkable = (account: PoolAccount) =>
  account.native && account.confirmed && account.enabled && account.emailVerified === true;

/** A federated user's provider: its `identities`, else its username's prefix. */
function providerOf(account: PoolAccount): FederatedProvider | undefined {
  if (account.native) return undefined;
  const [identity] = account.identities;
  const named =
    identity && PROVIDERS.find((p) => p.toLowerCase() === identity.provider.toLowerCase());
  return named ?? federatedIdentity(account.username)?.provider;
}

const sameIdentity = (linked: LinkedIdentity, identity: LinkedIdentity) =>
  linked.provider.toLowerCase() === identity.provider.toLowerCase() &&
  linked.userId.toLowerCase() === identity.userId.toLowerCase();

/** `Google`, `Google or LinkedIn`, `Google, Microsoft or LinkedIn`. */
function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

import { ZClosingAccount, type TCloseAccount } from '@contracts/account/close-account';
import { apiFetch } from '@/lib/api-client';

export const closeAccountKey = '/api/account/close';

/**
 * Closes the account: the server checks the typed e-mail and that the last sign-in is recent
 * (403 `reauthenticate` otherwise), disables the account, signs it out everywhere and deletes
 * everything it holds in the background.
 */
export const closeAccount = (body: TCloseAccount) =>
  apiFetch(closeAccountKey, { method: 'POST', body, schema: ZClosingAccount });

import type { TCloseAccount } from '@contracts/account/close-account';
import { accountRoutes } from '@contracts/account/routes';
import { callApi } from '@/lib/call-api';

/**
 * Closes the account: the server checks the typed e-mail and that the last sign-in is recent
 * (403 `reauthenticate` otherwise), disables the account, signs it out everywhere and deletes
 * everything it holds in the background.
 */
export const closeAccount = (body: TCloseAccount) =>
  callApi(accountRoutes.close, { body, schema: accountRoutes.close.response });

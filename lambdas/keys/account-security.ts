import { defineEntity } from './entity';

/**
 * The account's recovery codes and what the product last knew of its authenticator app, in a
 * partition of its own (`MFA#<sub>`) that only the account function and the closure reach: the
 * codes' salted hashes (never a code), when the set was made, and `totp` (`on` / `off`), whose
 * changes are mailed. Changed only under its `version`, with its notice in the same transaction.
 */
export const recoveryCodeKeys = defineEntity('recovery codes', {
  PK: 'MFA#{sub}',
  SK: 'RECOVERYCODES',
});

/**
 * Failed recovery sign-ins of one address (`<address>` a SHA-256 of the lower-cased e-mail, so
 * the item names nobody): `count` within the window ending at `windowEnds`, with a `ttl`.
 */
export const recoveryTryKeys = defineEntity('recovery tries', {
  PK: 'RECOVERYTRY#{address}',
  SK: 'RECOVERYTRY',
});

import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@contracts/account/account-security';
import { recoveryCodeSet } from '@domain/account/recovery-codes';
import { recoveryCodeKeys } from '../../keys/account-security';
import { conflict } from '../../errors';
import type { Table, TableItem, TableKey, TransactionBuilder } from '../../ports/table';

/** One code as stored: scrypt (Node's, its default cost) of the code under a salt of its own. */
export interface StoredCode {
  salt: string;
  hash: string;
}

/** How the account's recovery codes are stored (`keys/account-security.ts`). */
export interface RecoveryCodeItem extends TableItem {
  sub: string;
  /** What the product last knew of the authenticator app: its changes are mailed. */
  totp: 'on' | 'off';
  codes: StoredCode[];
  issuedAt?: string;
  version: number;
}

export const recoveryCodeKey = (sub: string): TableKey => recoveryCodeKeys.key({ sub });

const KEY_LENGTH = 32;

function derive(code: string, salt: BinaryLike): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(code, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashRecoveryCode(code: string): Promise<StoredCode> {
  const salt = randomBytes(16);
  return { salt: salt.toString('base64'), hash: (await derive(code, salt)).toString('base64') };
}

/** The index of the stored code `code` is, or -1; every stored code is compared, in constant time. */
export async function findRecoveryCode(
  code: string,
  stored: readonly StoredCode[],
): Promise<number> {
  let found = -1;
  for (const [index, entry] of stored.entries()) {
    const expected = Buffer.from(entry.hash, 'base64');
    const actual = await derive(code, Buffer.from(entry.salt, 'base64'));
    if (expected.length === actual.length && timingSafeEqual(expected, actual) && found < 0)
      found = index;
  }
  return found;
}

export async function readRecoveryCodes(
  table: Pick<Table, 'get'>,
  sub: string,
): Promise<RecoveryCodeItem | undefined> {
  return table.get<RecoveryCodeItem>(recoveryCodeKey(sub), { consistent: true });
}

/** A new set: the codes to show once, and their hashes to store. */
export async function newRecoveryCodes(): Promise<{ codes: string[]; stored: StoredCode[] }> {
  const codes = recoveryCodeSet((n) => randomBytes(n), RECOVERY_CODE_COUNT);
  return { codes, stored: await Promise.all(codes.map(hashRecoveryCode)) };
}

/** The item as it will be written next: the version after `current`'s (1 for the first). */
export function nextRecoveryItem(
  sub: string,
  current: RecoveryCodeItem | undefined,
  state: Pick<RecoveryCodeItem, 'totp' | 'codes'> & { issuedAt?: string },
): RecoveryCodeItem {
  return {
    ...recoveryCodeKey(sub),
    sub,
    totp: state.totp,
    codes: state.codes,
    ...(state.issuedAt ? { issuedAt: state.issuedAt } : {}),
    version: (current?.version ?? 0) + 1,
  };
}

/**
 * Writes `next` in the transaction on condition that nobody wrote the item since `current` was
 * read (its version; or still none), else 409 with `message`.
 */
export function writeRecoveryItem(
  tx: TransactionBuilder,
  current: RecoveryCodeItem | undefined,
  next: RecoveryCodeItem,
  message: string,
): TransactionBuilder {
  if (!current) return tx.create(next, conflict(message));
  return tx.update(
    recoveryCodeKey(next.sub ?? ''),
    {
      set: {
        totp: next.totp,
        codes: next.codes,
        version: next.version,
        ...(next.issuedAt ? { issuedAt: next.issuedAt } : {}),
      },
      ...(next.issuedAt ? {} : { remove: ['issuedAt'] }),
    },
    conflict(message),
    { version: current.version },
  );
}

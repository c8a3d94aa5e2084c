import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';

/** How notes, status changes and proposals name the administrator who made them. */
export async function screenerName(users: UserDirectory, sub: string): Promise<string> {
  return (await users.getEmail(sub)) ?? 'An administrator';
}

/**
 * What a screener's change to an application reaches: its partition (read, then written in one
 * transaction), the clock and ids of what it writes, the pool for the screener's e-mail that
 * signs it, and the photo links of the detail it answers with.
 */
export interface ScreenerChangeDeps {
  table: Pick<Table, 'queryAll' | 'transaction'>;
  clock: Clock;
  ids: IdGenerator;
  users: UserDirectory;
  photos: Pick<FileStore, 'presignGet'>;
}

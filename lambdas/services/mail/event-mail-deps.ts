import type { AppLinks } from '../../ports/app-links';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';

/**
 * What a consumer that mails on an event needs: the table to read the records and to claim each
 * mail once (`send-once.ts`), the clock, the mailer, account addresses, and links into the app.
 */
export interface EventMailDeps {
  table: Pick<Table, 'get' | 'putIfAbsent' | 'update' | 'delete'>;
  clock: Clock;
  mailer: Mailer;
  users: Pick<UserDirectory, 'getEmail'>;
  links: AppLinks;
}

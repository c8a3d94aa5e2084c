import type { Logger } from '../../../middleware/logger';
import type { Clock } from '../../../ports/clock';
import type { Table } from '../../../ports/table';
import { sendOnce, type SendOutcome } from '../../mail/send-once';

/** Sends one signing mail at most once (`IDEM#signing-mail#<key>`), however often its event comes. */
export const mailOnce = (
  deps: {
    table: Pick<Table, 'putIfAbsent' | 'get' | 'update' | 'delete'>;
    clock: Clock;
    log?: Logger;
  },
  key: string,
  send: () => Promise<unknown>,
): Promise<SendOutcome> => sendOnce(deps, { scope: 'signing-mail', key }, send);

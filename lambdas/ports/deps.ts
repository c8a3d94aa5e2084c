import type { TLambdaEnv } from '../config/env';
import type { Clock } from './clock';
import type { EventBus } from './event-bus';
import type { FileStore } from './file-store';
import type { IdGenerator } from './ids';
import type { Mailer } from './mailer';
import type { Table } from './table';
import type { UserDirectory } from './user-directory';

/**
 * Everything a service may reach outside itself. Services take only the slice they use, e.g.
 * `(deps: Pick<Deps, 'table' | 'clock'>, input)`, so a test fakes just that slice.
 */
export interface Deps {
  env: TLambdaEnv;
  clock: Clock;
  ids: IdGenerator;
  table: Table;
  /** The private documents bucket (uploads, exports, signed copies). */
  documents: FileStore;
  /** Applicant photos. */
  photos: FileStore;
  mailer: Mailer;
  events: EventBus;
  users: UserDirectory;
}

import {
  TIMESHEET_EXPORT_REQUESTED,
  ZTimesheetExportRequested,
} from '@contracts/timesheets/export';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { documentsPort } from '../deps/files';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { usersPort } from '../deps/users';
import { eventConsumer } from '../middleware/event-consumer';
import { produceExport } from '../services/timesheets/produce-export';

/**
 * What the export consumer may reach: the table (the export, the period's records, the library
 * and its new document, the mail claim), the documents bucket (the file), the mailer and the
 * user pool (the owner's e-mail printed on the timesheet).
 */
export const timesheetExportDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  documents: documentsPort,
  mailer: mailerPort,
  users: usersPort,
});

/** `TimesheetExportRequested` → the file, saved and mailed as asked; idempotent per export. */
export const handler = eventConsumer({
  deps: timesheetExportDeps,
  on: {
    [TIMESHEET_EXPORT_REQUESTED]: {
      detail: ZTimesheetExportRequested,
      handle: (deps, input) => produceExport(deps, input),
      handled: 'Timesheet export handled',
    },
  },
});

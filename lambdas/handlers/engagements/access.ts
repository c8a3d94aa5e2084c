import type { DeclaredAccess } from '../../deps/function-access';
import { engagementPageKeys } from '../../keys/booking-page';
import { clientKeys } from '../../keys/client';
import { engagementKeys } from '../../keys/engagement';
import { meetingKeys } from '../../keys/meeting';
import { outboxKeys } from '../../keys/outbox';
import { professionalProfileKeys } from '../../keys/professional-profile';
import { slugClaimKeys } from '../../keys/slug-claim';
import { timesheetEntryKeys } from '../../keys/timesheet-entry';
import { engagementsDeps } from './deps';

/**
 * The owner's engagements (written) and their clients (read for the name, currency and approver,
 * and checked in the transaction that names them); for a letter asked for, the owner's profile
 * (the name they sign with) and the outbox its request is written to. No file, token key or
 * mail: the engagement letters consumer draws and sends the letter. The owner's booking pages
 * (linked to an engagement), and their meetings and time entries, which its budget counts.
 */
export const engagementsAccess: DeclaredAccess = {
  deps: engagementsDeps,
  table: 'RW',
  items: [
    engagementKeys,
    clientKeys,
    outboxKeys,
    professionalProfileKeys,
    engagementPageKeys,
    // Comes with the pages' own mapping (`booking-page-item.ts`); nothing here writes one.
    slugClaimKeys,
    meetingKeys,
    timesheetEntryKeys,
  ],
};

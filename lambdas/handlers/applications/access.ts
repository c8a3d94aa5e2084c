import { applicationItems } from '../../deps/access-groups';
import type { DeclaredAccess } from '../../deps/function-access';
import { dailyCountKeys } from '../../keys/daily-count';
import { idempotencyKeys } from '../../keys/idempotency';
import { linkedInStateKeys } from '../../keys/linkedin-state';
import { outboxKeys } from '../../keys/outbox';
import { applicationsDeps } from './deps';

/**
 * Applications: signed-in submissions (photo uploads to and checks in the photos bucket, each
 * announced through the outbox), and screening for admins (photo links, notes and status
 * changes signed with the admin's e-mail, matching and proposals announced through the
 * outbox), each submission counted against the applicant's daily limit. "Quick Fill with
 * LinkedIn": its single-use states, and LinkedIn's client for the profile.
 */
export const applicationsAccess: DeclaredAccess = {
  deps: applicationsDeps,
  table: 'RW',
  items: [...applicationItems, idempotencyKeys, dailyCountKeys, outboxKeys, linkedInStateKeys],
  photos: 'RW',
};

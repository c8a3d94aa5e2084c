import { defineEntity, partitionOf } from './entity';

/**
 * A submission has its own partition: the application item, its notes, its status history and
 * its proposed matches are one Query. GSI1 lists one kind newest first, GSI2 one kind in one
 * status (rewritten when the status moves), so every admin list is a key query with paging;
 * GSI3 lists one applicant's own submissions, newest first.
 */
export const applicationKeys = defineEntity('application', {
  PK: 'APP#{id}',
  SK: 'APP',
  indexes: {
    GSI1: { pk: 'APPS#{kind}', sk: '{createdAt}#{id}' },
    GSI2: { pk: 'APPS#{kind}#{status}', sk: '{createdAt}#{id}' },
    GSI3: { pk: 'USER#{sub}#APPS', sk: '{createdAt}#{id}' },
  },
});

const inApplication = partitionOf('APP#{id}');

/** A screener's note on an application, in the order written. */
export const applicationNoteKeys = inApplication('application note', 'NOTE#{at}#{noteId}');

/** One status change of an application: from, to, who, when. */
export const applicationHistoryKeys = inApplication(
  'application status change',
  'HIST#{at}#{changeId}',
);

/**
 * A proposed match, stored on both sides: under the role request (`MATCH#<candidate>`) and under
 * the professional (`MATCHOF#<role>`), so each detail is still one Query. Created together, so a
 * match is proposed once.
 */
export const matchKeys = inApplication('proposed match', 'MATCH#{candidateId}');
export const matchRefKeys = inApplication('proposed match (professional side)', 'MATCHOF#{roleId}');

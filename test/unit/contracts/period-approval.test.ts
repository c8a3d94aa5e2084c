import { describe, expect, it } from 'vitest';
import {
  periodMessages,
  ZApproveForm,
  ZApprovePeriod,
  ZQueryForm,
  ZQueryPeriod,
} from '@contracts/timesheets/period-approval';

const SHOWN = '0123456789abcdef'.repeat(4);
const messages = (schema: typeof ZApprovePeriod | typeof ZQueryPeriod, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("the client's answers", () => {
  it('carry the SHA-256 of the copy the page showed, as the page was given it', () => {
    expect(ZApprovePeriod.parse({ name: ' Jane ', shownSha256: SHOWN })).toEqual({
      name: 'Jane',
      shownSha256: SHOWN,
    });
    expect(ZQueryPeriod.parse({ name: 'Jane', comment: 'Why?', shownSha256: SHOWN })).toEqual({
      name: 'Jane',
      comment: 'Why?',
      shownSha256: SHOWN,
    });
  });

  it('are refused without one, or with anything that is not a lowercase hex SHA-256', () => {
    for (const shownSha256 of [
      undefined,
      null,
      42,
      '',
      SHOWN.slice(1),
      `${SHOWN}0`,
      SHOWN.toUpperCase(),
      `${SHOWN.slice(1)}g`,
    ]) {
      expect(messages(ZApprovePeriod, { name: 'Jane', shownSha256 })).toEqual([
        periodMessages.shownCopyRequired,
      ]);
      expect(messages(ZQueryPeriod, { name: 'Jane', comment: 'Why?', shownSha256 })).toEqual([
        periodMessages.shownCopyRequired,
      ]);
    }
  });

  it('keep their own messages for the name and comment, and for a body that is no object', () => {
    expect(messages(ZApprovePeriod, { name: ' ', shownSha256: SHOWN })).toEqual([
      periodMessages.nameRequired,
    ]);
    expect(messages(ZQueryPeriod, { name: 'Jane', comment: '', shownSha256: SHOWN })).toEqual([
      periodMessages.commentRequired,
    ]);
    expect(messages(ZApprovePeriod, 'text')).toEqual([periodMessages.nameRequired]);
    expect(messages(ZQueryPeriod, 'text')).toEqual([periodMessages.commentRequired]);
  });

  it('are typed by the client without the hash: the forms hold only what is typed', () => {
    expect(Object.keys(ZApproveForm.shape)).toEqual(['name']);
    expect(Object.keys(ZQueryForm.shape)).toEqual(['name', 'comment']);
  });
});

import { describe, expect, it } from 'vitest';
import { APPLICATION_KINDS, APPLICATION_STATUSES } from '@contracts/applications/application';
import { STATUS_EXPLANATIONS } from '@contracts/applications/my-applications';
import {
  detailPath,
  editPath,
  historyLines,
  kindNoun,
  listView,
  waitingText,
} from '../../../../web/src/features/my-applications/lib/my-applications';

describe('my applications helpers', () => {
  it('names every kind and explains every status', () => {
    expect(APPLICATION_KINDS.map(kindNoun)).toEqual([
      'Professional application',
      'Role request',
      'Partner application',
    ]);
    for (const status of APPLICATION_STATUSES) expect(STATUS_EXPLANATIONS[status]).toBeTruthy();
  });

  it('counts the roles waiting for an answer, and says nothing for none', () => {
    expect(waitingText(0)).toBeUndefined();
    expect(waitingText(1)).toBe('1 role waiting for your answer');
    expect(waitingText(1200)).toBe('1,200 roles waiting for your answer');
  });

  it('links to the detail and the edit page by id', () => {
    expect(detailPath('a/1')).toBe('/my/applications/a%2F1');
    expect(editPath('a1')).toBe('/my/applications/a1/edit');
  });

  it('joins the pages shown and keeps the last cursor', () => {
    const row = (id: string) => ({ id }) as never;
    expect(
      listView([
        { applications: [row('a'), row('b')], nextCursor: 'c2' },
        { applications: [row('c')], nextCursor: null },
      ]),
    ).toEqual({ applications: [row('a'), row('b'), row('c')], nextCursor: null });
  });

  it('starts the history with "Received", then each status reached', () => {
    expect(
      historyLines({
        createdAt: 't0',
        history: [
          { status: 'new', at: 't0' },
          { status: 'screening', at: 't1' },
          { status: 'withdrawn', at: 't2' },
        ],
      }),
    ).toEqual([
      { label: 'Received', at: 't0' },
      { label: 'Screening', at: 't1' },
      { label: 'Withdrawn', at: 't2' },
    ]);
    // Without the first line, the receipt is the sent date.
    expect(historyLines({ createdAt: 't0', history: [{ status: 'rejected', at: 't1' }] })).toEqual([
      { label: 'Received', at: 't0' },
      { label: 'Rejected', at: 't1' },
    ]);
  });
});

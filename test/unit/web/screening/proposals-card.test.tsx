import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MATCH_STATE_LABELS,
  ZApplicationDetail,
  type TMatchProposal,
} from '@contracts/applications/application';
import { ProposalsCard } from '@/features/screening/components/proposals-card';
import { formatDate } from '@/features/screening/lib/format-date';
import { roleRequest } from '../../../support/applications';
import { renderScreen } from '../../../support/web/render';

/** The screening screen's card of the matches proposed for an application. */

const match = (over: Partial<TMatchProposal>): TMatchProposal => ({
  id: 'm1',
  roleId: 'role-1',
  candidateId: 'cand-1',
  otherName: 'Dana Whitfield',
  proposedBy: 'admin@example.com',
  proposedAt: '2026-03-03T10:00:00.000Z',
  state: 'proposed',
  decidedAt: null,
  ...over,
});

const show = (matches: TMatchProposal[]) =>
  renderScreen(
    <ProposalsCard
      detail={ZApplicationDetail.parse({
        id: 'role-1',
        kind: 'role',
        status: 'screening',
        createdAt: '2026-03-01T10:00:00.000Z',
        updatedAt: '2026-03-01T10:00:00.000Z',
        photoUrl: null,
        notes: [],
        omittedNotes: 0,
        history: [],
        matches,
        submission: roleRequest(),
        requirements: {},
      })}
    />,
  );

const acceptedAt = '2026-03-05T09:30:00.000Z';
const declinedAt = '2026-03-06T16:45:00.000Z';

/** The times an item names: when each was said, as the reader reads it and as machines do. */
const times = (item: HTMLElement) =>
  Array.from(item.querySelectorAll('time')).map((t) => [t.getAttribute('datetime'), t.textContent]);

describe('proposed matches card', () => {
  it("says where each proposal stands, with the professional's answer and when", () => {
    show([
      match({}),
      match({ id: 'm2', candidateId: 'cand-2', state: 'accepted', decidedAt: acceptedAt }),
      match({ id: 'm3', candidateId: 'cand-3', state: 'declined', decidedAt: declinedAt }),
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [waiting, accepted, declined] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(waiting).getByText(MATCH_STATE_LABELS.proposed)).toBeDefined();
    expect(times(waiting)).toHaveLength(1);
    expect(within(accepted).getByText(MATCH_STATE_LABELS.accepted)).toBeDefined();
    expect(times(accepted)).toContainEqual([acceptedAt, formatDate(acceptedAt, { time: true })]);
    expect(within(declined).getByText(MATCH_STATE_LABELS.declined)).toBeDefined();
    expect(times(declined)).toContainEqual([declinedAt, formatDate(declinedAt, { time: true })]);
  });
});

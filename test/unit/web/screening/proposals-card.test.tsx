import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MATCH_STATE_LABELS,
  ZApplicationDetail,
  type TMatchProposal,
} from '@contracts/applications/application';
import { roleRequest } from '../../../support/applications';
import { formatDate } from '../../../../web/src/features/screening/lib/format-date';

/*
 * The unit tier has neither a DOM nor the web app's `@/` alias: the card is loaded by a computed
 * path with the real card primitives, and rendered on the server as first shown.
 */
const { web } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/components/ui/card', () => import(/* @vite-ignore */ web('components/ui/card.tsx')));

let ProposalsCard: ComponentType<{ detail: unknown }>;
beforeAll(async () => {
  ({ ProposalsCard } = await import(
    /* @vite-ignore */ web('features/screening/components/proposals-card.tsx')
  ));
});

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

const render = (matches: TMatchProposal[]) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(ProposalsCard, {
        detail: ZApplicationDetail.parse({
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
        }),
      }),
    ),
  );

const acceptedAt = '2026-03-05T09:30:00.000Z';
const declinedAt = '2026-03-06T16:45:00.000Z';

describe('proposed matches card', () => {
  it("says where each proposal stands, with the professional's answer and when", () => {
    const items = render([
      match({}),
      match({
        id: 'm2',
        candidateId: 'cand-2',
        state: 'accepted',
        decidedAt: acceptedAt,
      }),
      match({
        id: 'm3',
        candidateId: 'cand-3',
        state: 'declined',
        decidedAt: declinedAt,
      }),
    ]).split('<li ');
    expect(items).toHaveLength(4);
    const [, waiting = '', accepted = '', declined = ''] = items;
    expect(waiting).toContain(MATCH_STATE_LABELS.proposed);
    expect(waiting.match(/<time /g)).toHaveLength(1);
    expect(accepted).toContain(MATCH_STATE_LABELS.accepted);
    expect(accepted).toContain(
      `<time dateTime="${acceptedAt}" class="text-muted-foreground">${formatDate(acceptedAt, { time: true })}</time>`,
    );
    expect(declined).toContain(MATCH_STATE_LABELS.declined);
    expect(declined).toContain(
      `<time dateTime="${declinedAt}" class="text-muted-foreground">${formatDate(declinedAt, { time: true })}</time>`,
    );
  });
});

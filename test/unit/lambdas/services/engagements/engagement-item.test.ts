import { describe, expect, it } from 'vitest';
import { ZEngagement, ZSaveEngagement } from '@contracts/engagements/engagement';
import { engagementKeys } from '../../../../../lambdas/keys/engagement';
import { accountArchive } from '../../../../../lambdas/services/account/archive-entries';
import {
  engagementViewOf,
  signedTermsOf,
  termsOfForm,
  termsShown,
  termsView,
  toEngagementItem,
  workstreamsOf,
  type EngagementItem,
} from '../../../../../lambdas/services/engagements/engagement-item';

const CLIENT = '6f1c2a7e-1d2b-4c3d-8e9f-0a1b2c3d4e5f';
const ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const AT = '2030-06-01T09:00:00.000Z';

const form = (fields: Record<string, unknown> = {}) =>
  ZSaveEngagement.parse({
    clientId: CLIENT,
    title: 'Fractional CISO',
    startDate: '2030-06-16',
    model: { kind: 'retainer', hoursPerMonth: '8', rate: '180' },
    rollover: { kind: 'carry', capHours: '4' },
    lateCancellationHours: 24,
    ...fields,
  });

const item = (fields: Record<string, unknown> = {}): EngagementItem =>
  toEngagementItem(form(fields), {
    id: ID,
    userId: 'owner',
    status: 'draft',
    currency: 'GBP',
    workstreams: [],
    createdAt: AT,
    updatedAt: AT,
  });

describe('terms as stored and as shown', () => {
  it('stores money in minor units, in the domain’s shape', () => {
    expect(termsOfForm(form())).toEqual({
      model: { kind: 'retainer', hoursPerMonth: 8, ratePence: 18000 },
      rollover: { kind: 'carry', capHours: 4 },
      lateCancellationHours: 24,
      noticeDays: 30,
    });
    expect(
      termsOfForm(form({ model: { kind: 'fixedFee', monthlyFee: '2500.5' }, rollover: undefined }))
        .model,
    ).toEqual({
      kind: 'fixedFee',
      monthlyFeePence: 250050,
    });
    expect(
      termsOfForm(form({ model: { kind: 'timeAndMaterials', rate: '0.29' }, rollover: undefined }))
        .model,
    ).toEqual({ kind: 'timeAndMaterials', ratePence: 29 });
  });

  it('shows each model as the form reads it, so a saved form reads back the same', () => {
    for (const model of [
      { kind: 'retainer', hoursPerMonth: '7.5', rate: '180.5' },
      { kind: 'fixedFee', monthlyFee: '2500' },
      { kind: 'timeAndMaterials', rate: '95' },
    ]) {
      const saved = form({ model, rollover: { kind: 'none' } });
      const shown = termsView(termsOfForm(saved));
      expect(shown).toEqual({
        model: saved.model,
        rollover: saved.rollover,
        lateCancellationHours: saved.lateCancellationHours,
        noticeDays: saved.noticeDays,
      });
      expect(ZSaveEngagement.parse({ ...saved, ...shown })).toEqual(saved);
    }
  });
});

describe('the stored item', () => {
  it('is keyed under its owner and listed by client and by owner, newest first', () => {
    const stored = item();
    expect(engagementKeys.parse(stored)).toEqual({ sub: 'owner', id: ID });
    expect(stored.GSI1PK).toBe(`CLIENT#${CLIENT}#ENGS`);
    expect(stored.GSI2PK).toBe('ENGAGEMENTS#owner');
    expect(stored.GSI1SK).toBe(`${AT}#${ID}`);
    expect(stored.GSI2SK).toBe(`${AT}#${ID}`);
    expect(stored.letters).toEqual([]);
  });

  it('answers the view the contract describes, with no letters yet', () => {
    const view = engagementViewOf(item(), 'Acme Ltd', new Date(AT), []);
    expect(ZEngagement.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      clientName: 'Acme Ltd',
      status: 'draft',
      terms: { model: { kind: 'retainer', hoursPerMonth: 8, rate: '180.00' } },
      letters: [],
    });
  });
});

describe('workstreams', () => {
  let n = 0;
  const newId = () => `new-${++n}`;

  it('keep the ids the engagement gave them and give new ones to the rest', () => {
    n = 0;
    const existing = [{ id: 'w1', name: 'Audit' }];
    expect(
      workstreamsOf(
        [{ id: 'w1', name: 'ISO audit' }, { name: 'Board' }, { id: 'foreign', name: 'Other' }],
        existing,
        newId,
      ),
    ).toEqual([
      { id: 'w1', name: 'ISO audit' },
      { id: 'new-1', name: 'Board' },
      { id: 'new-2', name: 'Other' },
    ]);
  });

  it('never give one id to two workstreams', () => {
    n = 0;
    expect(
      workstreamsOf(
        [
          { id: 'w1', name: 'A' },
          { id: 'w1', name: 'B' },
        ],
        [{ id: 'w1', name: 'A' }],
        newId,
      ),
    ).toEqual([
      { id: 'w1', name: 'A' },
      { id: 'new-1', name: 'B' },
    ]);
  });
});

describe('letters', () => {
  it('show the signed terms in effect on the day, the proposed ones before any is signed', () => {
    const draft = item();
    expect(termsShown(draft, '2030-07-01')).toEqual(draft.proposedTerms);
    const letterTerms = { ...draft.proposedTerms, noticeDays: 60 };
    const changed = { ...draft.proposedTerms, noticeDays: 90 };
    const signed: EngagementItem = {
      ...draft,
      status: 'active',
      letters: [
        {
          id: 'l1',
          kind: 'letter',
          effectiveFrom: '2030-06-16',
          status: 'signed',
          terms: letterTerms,
          endDate: null,
          documentId: 'd1',
          sentAt: AT,
          sha256: 'a',
          signedAt: AT,
        },
        {
          id: 'l2',
          kind: 'changeOrder',
          effectiveFrom: '2030-09-01',
          status: 'signed',
          terms: changed,
          endDate: '2031-06-30',
          documentId: 'd2',
          sentAt: AT,
          sha256: 'b',
          signedAt: AT,
        },
        {
          id: 'l3',
          kind: 'changeOrder',
          effectiveFrom: '2030-10-01',
          status: 'sent',
          terms: draft.proposedTerms,
          endDate: null,
          documentId: 'd3',
          sentAt: AT,
        },
      ],
    };
    expect(signedTermsOf(signed).map((s) => s.letterHash)).toEqual(['a', 'b']);
    expect(termsShown(signed, '2030-06-01').noticeDays).toBe(60);
    expect(termsShown(signed, '2030-08-31').noticeDays).toBe(60);
    expect(termsShown(signed, '2030-10-15').noticeDays).toBe(90);
    const view = engagementViewOf(signed, 'Acme Ltd', new Date('2030-09-02T12:00:00Z'), []);
    expect(view.terms.noticeDays).toBe(90);
    expect(view.letters).toEqual([
      {
        id: 'l1',
        kind: 'letter',
        effectiveFrom: '2030-06-16',
        status: 'signed',
        sha256: 'a',
        documentId: 'd1',
        signedAt: AT,
        terms: termsView(letterTerms),
        endDate: null,
      },
      {
        id: 'l2',
        kind: 'changeOrder',
        effectiveFrom: '2030-09-01',
        status: 'signed',
        sha256: 'b',
        documentId: 'd2',
        signedAt: AT,
        terms: termsView(changed),
        endDate: '2031-06-30',
      },
      {
        id: 'l3',
        kind: 'changeOrder',
        effectiveFrom: '2030-10-01',
        status: 'sent',
        sha256: null,
        documentId: 'd3',
        signedAt: null,
        terms: termsView(draft.proposedTerms),
        endDate: null,
      },
    ]);
  });
});

describe('the data archive', () => {
  it('holds each engagement as its screen shows it, naming its client, without storage keys', () => {
    const client = { PK: 'CLIENT#owner', SK: `CLIENT#${CLIENT}`, id: CLIENT, name: 'Acme Ltd' };
    const { entries } = accountArchive([client, item()], new Date(AT));
    const archived = entries.find((e) => e.entity === 'engagement');
    expect(archived).toEqual({
      entity: 'engagement',
      ...engagementViewOf(item(), 'Acme Ltd', new Date(AT), []),
    });
    expect(JSON.stringify(archived)).not.toMatch(/GSI|CLIENT#|ENGAGEMENTS#/);
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_ENGAGEMENT_TIME_ZONE,
  engagementMessages,
  ZEngagementListQuery,
  ZSaveEngagement,
} from '@contracts/engagements/engagement';

const CLIENT = '6f1c2a7e-1d2b-4c3d-8e9f-0a1b2c3d4e5f';
const WS = '0b7d9c1e-2f3a-4b5c-9d6e-7f8a9b0c1d2e';

const base = {
  clientId: CLIENT,
  title: 'Fractional CISO',
  startDate: '2030-06-16',
  model: { kind: 'retainer', hoursPerMonth: '8', rate: '180' },
};

const first = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};
const firstPath = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.path.join('.');
};

describe('the engagement form', () => {
  it('reads the least a form gives with the defaults: open-ended, London, nothing carried', () => {
    expect(ZSaveEngagement.parse(base)).toEqual({
      clientId: CLIENT,
      title: 'Fractional CISO',
      startDate: '2030-06-16',
      endDate: null,
      timeZone: DEFAULT_ENGAGEMENT_TIME_ZONE,
      model: { kind: 'retainer', hoursPerMonth: 8, rate: '180.00' },
      rollover: { kind: 'none' },
      lateCancellationHours: null,
      noticeDays: 30,
      cadence: 'none',
      workstreams: [],
      clauses: '',
    });
  });

  it('reads each model, its money as text with two decimals and hours to the hundredth', () => {
    const model = (m: unknown) => ZSaveEngagement.parse({ ...base, model: m }).model;
    expect(model({ kind: 'retainer', hoursPerMonth: 7.25, rate: 180.5 })).toEqual({
      kind: 'retainer',
      hoursPerMonth: 7.25,
      rate: '180.50',
    });
    expect(model({ kind: 'fixedFee', monthlyFee: '2500' })).toEqual({
      kind: 'fixedFee',
      monthlyFee: '2500.00',
    });
    expect(model({ kind: 'timeAndMaterials', rate: '0.29' })).toEqual({
      kind: 'timeAndMaterials',
      rate: '0.29',
    });
  });

  it('refuses hours and money it cannot read exactly, or that are out of range', () => {
    const problem = (m: unknown) => first(ZSaveEngagement, { ...base, model: m });
    const retainer = (hoursPerMonth: unknown, rate: unknown = '100') =>
      problem({ kind: 'retainer', hoursPerMonth, rate });
    expect(retainer('0')).toBe(engagementMessages.hoursPerMonth);
    expect(retainer('-1')).toBe(engagementMessages.hoursPerMonth);
    expect(retainer('7.125')).toBe(engagementMessages.hoursPerMonth);
    expect(retainer('745')).toBe(engagementMessages.hoursTooMany);
    expect(retainer('744')).toBeUndefined();
    expect(retainer('8', '')).toBe(engagementMessages.rateRequired);
    expect(retainer('8', 'abc')).toBe(engagementMessages.rate);
    expect(retainer('8', '100000.01')).toBe(engagementMessages.rateTooHigh);
    expect(problem({ kind: 'fixedFee', monthlyFee: '' })).toBe(
      engagementMessages.monthlyFeeRequired,
    );
    expect(problem({ kind: 'fixedFee', monthlyFee: '1000000.01' })).toBe(
      engagementMessages.monthlyFeeTooHigh,
    );
    expect(problem({ kind: 'fixedFee' })).toBe(engagementMessages.monthlyFee);
    expect(problem({ kind: 'hourly', rate: '1' })).toBe(engagementMessages.model);
    expect(problem(undefined)).toBe(engagementMessages.model);
  });

  it('carries unused hours only on a retainer, up to a cap', () => {
    const carry = (model: unknown, capHours: unknown) =>
      ZSaveEngagement.safeParse({ ...base, model, rollover: { kind: 'carry', capHours } });
    expect(carry(base.model, '4').data?.rollover).toEqual({ kind: 'carry', capHours: 4 });
    expect(carry(base.model, '0').error?.issues[0]?.message).toBe(engagementMessages.capHours);
    const fee = carry({ kind: 'fixedFee', monthlyFee: '100' }, '4');
    expect(fee.error?.issues[0]?.message).toBe(engagementMessages.rolloverRetainerOnly);
    expect(fee.error?.issues[0]?.path).toEqual(['rollover']);
  });

  it('takes the late-cancellation window in whole hours, 1 to 168, or none', () => {
    const window = (lateCancellationHours: unknown) =>
      ZSaveEngagement.safeParse({ ...base, lateCancellationHours });
    expect(window(24).data?.lateCancellationHours).toBe(24);
    expect(window('48').data?.lateCancellationHours).toBe(48);
    expect(window(null).data?.lateCancellationHours).toBeNull();
    for (const bad of [0, 169, 1.5, '2h'])
      expect(window(bad).error?.issues[0]?.message).toBe(engagementMessages.lateCancellationHours);
  });

  it('takes notice in whole days, 0 to 365', () => {
    const notice = (noticeDays: unknown) => ZSaveEngagement.safeParse({ ...base, noticeDays });
    expect(notice(0).data?.noticeDays).toBe(0);
    expect(notice('90').data?.noticeDays).toBe(90);
    for (const bad of [-1, 366, 2.5])
      expect(notice(bad).error?.issues[0]?.message).toBe(engagementMessages.noticeDays);
  });

  it('needs real dates in order and a zone this runtime knows', () => {
    expect(first(ZSaveEngagement, { ...base, startDate: '2030-02-30' })).toBe(
      engagementMessages.startDate,
    );
    expect(first(ZSaveEngagement, { ...base, endDate: '2030-06-15' })).toBe(
      engagementMessages.endBeforeStart,
    );
    expect(firstPath(ZSaveEngagement, { ...base, endDate: '2030-06-15' })).toBe('endDate');
    expect(ZSaveEngagement.parse({ ...base, endDate: '2030-06-16' }).endDate).toBe('2030-06-16');
    expect(ZSaveEngagement.parse({ ...base, endDate: '' }).endDate).toBeNull();
    expect(first(ZSaveEngagement, { ...base, timeZone: 'Mars/Olympus' })).toBe(
      engagementMessages.timeZone,
    );
    expect(ZSaveEngagement.parse({ ...base, timeZone: 'America/New_York' }).timeZone).toBe(
      'America/New_York',
    );
  });

  it('needs a title, a client id, and workstreams with names of their own', () => {
    expect(first(ZSaveEngagement, { ...base, title: '  ' })).toBe(engagementMessages.title);
    expect(first(ZSaveEngagement, { ...base, clientId: 'nope' })).toBe(
      engagementMessages.clientNotFound,
    );
    const ws = (workstreams: unknown) => ZSaveEngagement.safeParse({ ...base, workstreams });
    expect(ws([{ id: WS, name: ' Audit ' }, { name: 'Board' }]).data?.workstreams).toEqual([
      { id: WS, name: 'Audit' },
      { name: 'Board' },
    ]);
    expect(ws([{ name: 'Audit' }, { name: 'audit' }]).error?.issues[0]?.message).toBe(
      engagementMessages.workstreamTwice,
    );
    expect(ws([{ name: '' }]).error?.issues[0]?.message).toBe(engagementMessages.workstreamName);
    expect(
      ws(Array.from({ length: 21 }, (_, i) => ({ name: `W${i}` }))).error?.issues[0]?.message,
    ).toBe(engagementMessages.tooManyWorkstreams);
    expect(first(ZSaveEngagement, { ...base, clauses: 'x'.repeat(5001) })).toMatch(/at most/);
  });

  it('refuses a body that is not the form', () => {
    expect(first(ZSaveEngagement, 'text')).toBe(engagementMessages.invalid);
  });
});

describe('the list query', () => {
  it('filters by a client id, or none', () => {
    expect(ZEngagementListQuery.parse({})).toEqual({ limit: 50 });
    expect(ZEngagementListQuery.parse({ clientId: CLIENT }).clientId).toBe(CLIENT);
    expect(first(ZEngagementListQuery, { clientId: 'x' })).toBe(engagementMessages.clientNotFound);
  });
});

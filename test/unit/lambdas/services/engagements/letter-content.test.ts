import { describe, expect, it } from 'vitest';
import type { EngagementTerms } from '@domain/engagements/terms';
import {
  letterContent,
  letterTitle,
  termsLines,
  type LetterInput,
} from '../../../../../lambdas/services/engagements/letter-content';

const retainer: EngagementTerms = {
  model: { kind: 'retainer', hoursPerMonth: 8, ratePence: 18000 },
  rollover: { kind: 'carry', capHours: 4 },
  lateCancellationHours: 24,
  noticeDays: 30,
};

const input = (fields: Partial<LetterInput> = {}): LetterInput => ({
  kind: 'letter',
  number: 1,
  engagementTitle: 'Fractional CISO',
  consultant: { name: 'Ada Consultant', email: 'ada@example.com' },
  client: { name: 'Acme Ltd', address: '1 Main Street\nLondon' },
  currency: 'GBP',
  startDate: '2030-06-16',
  endDate: null,
  effectiveFrom: '2030-06-16',
  timeZone: 'Europe/London',
  terms: retainer,
  cadence: 'monthly',
  workstreams: ['ISO 27001 audit'],
  clauses: 'Travel is billed at cost.\n出張費は実費で請求します。',
  signers: [
    { side: 'client', name: 'Jane Approver', email: 'jane@acme.example' },
    { side: 'consultant', name: 'Ada Consultant', email: 'ada@example.com' },
  ],
  ...fields,
});

const allText = (content: ReturnType<typeof letterContent>) =>
  [
    content.title,
    ...content.details.flat(),
    ...content.parties.flatMap((p) => [p.heading, ...p.lines]),
    ...content.sections.flatMap((s) => [s.heading, ...s.lines]),
  ].join('\n');

describe('the terms as the letter states them', () => {
  it('states a retainer’s hours, rate, monthly total, rollover, late cancellation and notice', () => {
    expect(termsLines(retainer, 'GBP')).toEqual([
      'Retainer: 8 hours a month at £180.00 an hour (£1,440.00 a month).',
      'Unused hours: carried into the next month only, up to 4 hours.',
      'Cancelling a session: a session the client cancels within 24 hours of its start is billed as worked, for its length.',
      "Notice: either side may end the engagement with 30 days' notice.",
    ]);
  });

  it('writes amounts in the client’s currency, and says nothing of hours a model has none of', () => {
    const fixed: EngagementTerms = {
      model: { kind: 'fixedFee', monthlyFeePence: 250000 },
      rollover: { kind: 'none' },
      lateCancellationHours: null,
      noticeDays: 1,
    };
    expect(termsLines(fixed, 'EUR')).toEqual([
      'Fixed fee: €2,500.00 a month.',
      'Cancelling a session: free at any time.',
      "Notice: either side may end the engagement with 1 day's notice.",
    ]);
    const hourly = { ...fixed, model: { kind: 'timeAndMaterials', ratePence: 9950 } } as const;
    expect(termsLines(hourly, 'USD')[0]).toBe(
      'Time and materials: the time worked, at $99.50 an hour.',
    );
    expect(
      termsLines(
        {
          ...retainer,
          rollover: { kind: 'none' },
          model: { kind: 'retainer', hoursPerMonth: 7.5, ratePence: 100 },
        },
        'GBP',
      ).slice(0, 2),
    ).toEqual([
      'Retainer: 7.5 hours a month at £1.00 an hour (£7.50 a month).',
      'Unused hours: not carried into the next month.',
    ]);
  });
});

describe('the letter', () => {
  it('names both parties, the term, the terms, the workstreams and the consultant’s clauses as typed', () => {
    const content = letterContent(input());
    expect(content.title).toBe('Engagement letter: Fractional CISO');
    expect(content.parties).toEqual([
      { heading: 'Consultant', lines: ['Ada Consultant', 'ada@example.com'] },
      { heading: 'Client', lines: ['Acme Ltd', '1 Main Street\nLondon'] },
    ]);
    expect(content.details).toContainEqual([
      'Term',
      '2030-06-16 to open-ended, until either side gives notice',
    ]);
    const text = allText(content);
    expect(text).toContain('8 hours a month at £180.00 an hour');
    expect(text).toContain('• ISO 27001 audit');
    expect(text).toContain('出張費は実費で請求します。');
    expect(text).toContain('Reporting: monthly.');
    expect(content.signers.map((s) => s.side)).toEqual(['client', 'consultant']);
  });

  it('leaves out the sections it has nothing for', () => {
    const headings = letterContent(input({ workstreams: [], clauses: '  ' })).sections.map(
      (s) => s.heading,
    );
    expect(headings).not.toContain('Workstreams');
    expect(headings).not.toContain('Further terms');
  });
});

describe('a change order', () => {
  it('is numbered, states the amended terms and the day they take effect, and no clauses', () => {
    const content = letterContent(
      input({
        kind: 'changeOrder',
        number: 2,
        effectiveFrom: '2030-09-01',
        endDate: '2031-06-30',
        terms: { ...retainer, model: { kind: 'retainer', hoursPerMonth: 12, ratePence: 20000 } },
      }),
    );
    expect(content.title).toBe('Change order 2 to Fractional CISO');
    expect(letterTitle({ kind: 'changeOrder', number: 1, engagementTitle: 'X' })).toBe(
      'Change order 1 to X',
    );
    expect(content.details).toContainEqual(['Takes effect', '2030-09-01']);
    const text = allText(content);
    expect(text).toContain('From 2030-09-01');
    expect(text).toContain('12 hours a month at £200.00 an hour');
    expect(text).toContain('The engagement ends on 2031-06-30.');
    expect(text).not.toContain('出張費');
  });
});

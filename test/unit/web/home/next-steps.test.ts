import { describe, expect, it } from 'vitest';
import type { TApplicationKind } from '@contracts/applications/application';
import { nextSteps, type HomeFacts } from '../../../../web/src/features/home/lib/next-steps';

const facts = (over: Partial<Omit<HomeFacts, 'kinds'>> & { kinds?: TApplicationKind[] } = {}) => ({
  isAdmin: false,
  firstBookingPageId: null,
  awaitingAnswer: 0,
  ...over,
  kinds: new Set(over.kinds ?? []),
});
const groups = (f: HomeFacts) => nextSteps(f).map((g) => g.id);
const titles = (f: HomeFacts, id: string) =>
  nextSteps(f)
    .find((g) => g.id === id)
    ?.steps.map((s) => s.title);

describe('the next steps of the signed-in home', () => {
  it('shows a new account both ways in, the booking page first', () => {
    expect(groups(facts())).toEqual(['professional', 'company']);
    expect(titles(facts(), 'professional')?.[0]).toBe('Create your booking page');
    expect(nextSteps(facts())[0]?.steps[0]?.to).toBe('/booking-pages/new');
    // No timer nor rates before a booking page exists: both belong to one.
    expect(titles(facts(), 'professional')).not.toContain('Start a timer');
    expect(titles(facts(), 'professional')).toContain('Apply as a Virtual CISO');
    // How to add a first client, from the first visit.
    expect(nextSteps(facts())[0]?.steps.map((s) => s.to)).toContain('/clients');
  });

  it('gives a professional with a page their calendar, billing, a timer, documents and invoices', () => {
    const pro = facts({ firstBookingPageId: 'cal 1', kinds: ['ciso'] });
    expect(groups(pro)).toEqual(['professional']);
    const steps = nextSteps(pro)[0]!.steps;
    expect(steps.map((s) => [s.title, s.to])).toEqual([
      ['Open your calendar', '/booking-pages/cal%201'],
      ['Set up your professional profile', '/account/profile'],
      ['Add your clients', '/clients'],
      ['Set your rates and currency', '/timesheets/billing?calendar=cal%201'],
      ['Start a timer', '/timesheets?calendar=cal%201'],
      ['Upload a document for signature', '/documents'],
      ['Issue and track invoices', '/invoices'],
      ['My applications', '/my/applications'],
    ]);
    expect(steps[0]?.done).toBe(true);
  });

  it('gives a company its role form and its applications, and counts proposals waiting', () => {
    const company = facts({ kinds: ['role'] });
    expect(groups(company)).toEqual(['company']);
    expect(titles(company, 'company')).toEqual(['Post another role', 'My applications']);
    const waiting = nextSteps(facts({ kinds: ['ciso'], awaitingAnswer: 2 }));
    expect(waiting[0]?.steps.at(-1)?.description).toBe('2 proposed roles wait for your answer.');
  });

  it('puts the admin areas first for an administrator', () => {
    const admin = facts({ isAdmin: true, firstBookingPageId: 'c' });
    expect(groups(admin)).toEqual(['admin', 'professional']);
    expect(nextSteps(admin)[0]?.steps.map((s) => s.to)).toEqual([
      '/admin',
      '/admin/applications',
      '/admin/articles',
    ]);
  });
});

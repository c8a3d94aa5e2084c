import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { budgetMessages } from '@contracts/engagements/budget';
import { clientRoutes } from '@contracts/clients/routes';
import type { TEngagement } from '@contracts/engagements/engagement';
import { engagementRoutes } from '@contracts/engagements/routes';
import EngagementPage from '@/features/engagements/routes/engagement-page';
import { answer, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { disabled } from '../../../support/web/read';
import { signIn } from '../../../support/web/session';
import {
  budget,
  client,
  engagement,
  ENGAGEMENT_ID,
  letter,
  noHoursBudget,
  overBudget,
} from './fixtures';

/**
 * The engagement's "Budget": a month's agreed, used, remaining and overage hours, the share used
 * and the use by workstream, one month at a time within the engagement's months.
 */
const active = (over: Partial<TEngagement> = {}) =>
  engagement({ status: 'active', letters: [letter({ status: 'signed' })], ...over });

beforeEach(() => {
  signIn();
  // The booking pages' choices, which these tests do not look at.
  answer(clientRoutes.get, client());
});

const show = () =>
  renderScreen(<EngagementPage />, {
    at: `/engagements/${ENGAGEMENT_ID}`,
    route: '/engagements/:id',
  });
const card = () => screen.findByRole('region', { name: 'Budget' });
/** The figure under a term: "Agreed" → "10 h". */
const figure = (within_: HTMLElement, term: string) =>
  within(within_).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('The budget of an engagement', () => {
  it('shows the month’s agreed, used, remaining and overage hours, the share used and the rows', async () => {
    answer(engagementRoutes.get, active());
    const calls = record(engagementRoutes.budget, budget());
    show();
    const budgetCard = await card();
    await within(budgetCard).findByRole('heading', { name: 'May 2030' });
    // The current month: the server's choice, so none is asked for.
    expect(calls[0]?.url.searchParams.has('month')).toBe(false);
    expect(figure(budgetCard, 'Agreed')).toBe('10 h');
    expect(within(budgetCard).getByText('incl. 2 h carried from April')).toBeDefined();
    expect(figure(budgetCard, 'Used')).toBe('7.5 h');
    expect(figure(budgetCard, 'Remaining')).toBe('2.5 h');
    expect(figure(budgetCard, 'Overage')).toBe('0 h');
    const bar = within(budgetCard).getByRole('progressbar', { name: 'Agreed hours used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    const rows = within(within(budgetCard).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['ISO 27001 readiness5 h', 'Meetings2.5 h']);
    // May is the current month: there is no month after it yet.
    expect(disabled(within(budgetCard).getByRole('button', { name: 'Next month' }))).toBe(true);
    expect(disabled(within(budgetCard).getByRole('button', { name: 'Previous month' }))).toBe(
      false,
    );
  });

  it('moves to the month before with the button, asking for that month', async () => {
    answer(engagementRoutes.get, active());
    const calls = record(engagementRoutes.budget, (call) =>
      call.url.searchParams.get('month') === '2030-04'
        ? budget({
            month: '2030-04',
            baseMinutes: 240,
            carriedMinutes: 0,
            agreedMinutes: 240,
            usedMinutes: 60,
            remainingMinutes: 180,
            burnPercent: 25,
            rows: [],
          })
        : budget(),
    );
    const ui = show();
    const budgetCard = await card();
    await within(budgetCard).findByRole('heading', { name: 'May 2030' });
    await ui.user.click(within(budgetCard).getByRole('button', { name: 'Previous month' }));

    await within(budgetCard).findByRole('heading', { name: 'April 2030' });
    await waitFor(() => expect(figure(budgetCard, 'Agreed')).toBe('4 h'));
    expect(calls.map((c) => c.url.searchParams.get('month'))).toEqual([null, '2030-04']);
    expect(within(budgetCard).queryByText(/carried from/)).toBeNull();
    expect(figure(budgetCard, 'Used')).toBe('1 h');
    expect(within(budgetCard).getByText('No time counted in April 2030.')).toBeDefined();
    // April is the engagement's first month: the button stays where it is, marked as the end.
    const previous = within(budgetCard).getByRole('button', { name: 'Previous month' });
    expect(disabled(previous)).toBe(true);
    expect(document.activeElement).toBe(previous);
    await ui.user.click(previous);
    expect(calls).toHaveLength(2);
    // And back, by keyboard.
    await ui.user.tab();
    await ui.user.keyboard('{Enter}');
    await within(budgetCard).findByRole('heading', { name: 'May 2030' });
    expect(calls.map((c) => c.url.searchParams.get('month'))).toEqual([null, '2030-04', '2030-05']);
  });

  it('highlights the overage when more was used than agreed', async () => {
    answer(engagementRoutes.get, active());
    answer(engagementRoutes.budget, overBudget());
    show();
    const budgetCard = await card();
    await within(budgetCard).findByRole('heading', { name: 'May 2030' });
    expect(figure(budgetCard, 'Used')).toBe('12 h');
    expect(figure(budgetCard, 'Remaining')).toBe('0 h');
    const overage = within(budgetCard).getByText('Overage', { selector: 'dt' }).nextElementSibling!;
    expect(overage.textContent).toBe('2 h');
    expect(overage.className).toContain('text-destructive');
    expect(
      within(budgetCard).getByText('Used', { selector: 'dt' }).nextElementSibling!.className,
    ).not.toContain('text-destructive');
    const bar = within(budgetCard).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('120');
    expect(bar.getAttribute('aria-valuetext')).toBe('120% of the agreed hours used');
  });

  it('shows only the time used when the month agrees no hours', async () => {
    answer(
      engagementRoutes.get,
      active({
        terms: { ...engagement().terms, model: { kind: 'timeAndMaterials', rate: '180.00' } },
      }),
    );
    answer(engagementRoutes.budget, noHoursBudget());
    show();
    const budgetCard = await card();
    await within(budgetCard).findByRole('heading', { name: 'May 2030' });
    expect(figure(budgetCard, 'Used')).toBe('7.5 h');
    expect(within(budgetCard).getByText(/This engagement agrees no monthly hours/)).toBeDefined();
    expect(within(budgetCard).queryByText('Agreed', { selector: 'dt' })).toBeNull();
    expect(within(budgetCard).queryByRole('progressbar')).toBeNull();
  });

  it('says no hours are agreed while the letter awaits signature', async () => {
    answer(engagementRoutes.get, engagement({ status: 'awaitingSignature', letters: [letter()] }));
    answer(engagementRoutes.budget, noHoursBudget({ usedMinutes: 0, rows: [] }));
    show();
    const budgetCard = await card();
    expect(
      await within(budgetCard).findByText(/No hours are agreed until the letter is signed/),
    ).toBeDefined();
    expect(within(budgetCard).getByText('No time counted in May 2030.')).toBeDefined();
  });

  it('says when it could not be loaded, and tries again', async () => {
    answer(engagementRoutes.get, active());
    refuse(engagementRoutes.budget, 503, 'Resting');
    const ui = show();
    const budgetCard = await card();
    expect(await within(budgetCard).findByText(budgetMessages.loadFailed)).toBeDefined();
    expect(within(budgetCard).getByText('Resting')).toBeDefined();
    answer(engagementRoutes.budget, budget());
    await ui.user.click(within(budgetCard).getByRole('button', { name: 'Try again' }));
    await within(budgetCard).findByRole('heading', { name: 'May 2030' });
    expect(figure(budgetCard, 'Agreed')).toBe('10 h');
  });
});

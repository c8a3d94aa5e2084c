import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientRoutes } from '@contracts/clients/routes';
import { engagementMessages, type TEngagement } from '@contracts/engagements/engagement';
import { engagementRoutes } from '@contracts/engagements/routes';
import EngagementPage from '@/features/engagements/routes/engagement-page';
import { answer, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { disabled } from '../../../support/web/read';
import { signIn } from '../../../support/web/session';
import {
  budget,
  CLIENT_ID,
  client,
  engagement,
  ENGAGEMENT_ID,
  letter,
  OTHER_PAGE_ID,
  PAGE_ID,
} from './fixtures';

/**
 * The engagement's "Booking pages": the client's pages linked to it, each to its timesheet and
 * unlinked at a press, and the client's other pages offered for linking.
 */
const ADVISORY = { id: PAGE_ID, name: 'Advisory hours' };
const WORKSHOP = { id: OTHER_PAGE_ID, name: 'Workshop' };
const active = (over: Partial<TEngagement> = {}) =>
  engagement({ status: 'active', letters: [letter({ status: 'signed' })], ...over });

let budgetCalls: ReturnType<typeof record>;
beforeEach(() => {
  signIn();
  budgetCalls = record(engagementRoutes.budget, budget());
  answer(
    clientRoutes.get,
    client({
      bookingPages: [
        { id: PAGE_ID, title: 'Advisory hours' },
        { id: OTHER_PAGE_ID, title: 'Workshop' },
      ],
    }),
  );
});

const show = () =>
  renderScreen(<EngagementPage />, {
    at: `/engagements/${ENGAGEMENT_ID}`,
    route: '/engagements/:id',
  });
const section = () => screen.findByRole('region', { name: 'Booking pages' });
/** The select of the client's pages, once they are read. */
const choice = () =>
  screen.findByLabelText('Link a booking page of Acme Ltd') as Promise<HTMLSelectElement>;
const options = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

describe('The booking pages of an engagement', () => {
  it('lists the linked pages, each leading to its timesheet, and offers the client’s others', async () => {
    answer(engagementRoutes.get, active({ bookingPages: [ADVISORY] }));
    show();
    const pages = await section();
    const items = within(
      within(pages).getByRole('list', { name: 'Linked booking pages' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Advisory hours',
    ]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(
      `/timesheets?calendar=${PAGE_ID}`,
    );
    expect(within(items[0]!).getByRole('button', { name: 'Unlink Advisory hours' })).toBeDefined();
    // Only the client's page not linked yet is offered.
    expect(options(await choice())).toEqual(['Choose a booking page', 'Workshop']);
    expect(disabled(within(pages).getByRole('button', { name: 'Link' }))).toBe(true);
  });

  it('links the page chosen with PUT, shows the answer and reads the budget again', async () => {
    // The engagement as first read: the list that follows can only come from the PUT's answer.
    answer(engagementRoutes.get, active({ bookingPages: [ADVISORY] }));
    const calls = record(
      engagementRoutes.linkBookingPage,
      active({ bookingPages: [ADVISORY, WORKSHOP] }),
    );
    const ui = show();
    await ui.user.selectOptions(await choice(), OTHER_PAGE_ID);
    await screen.findByText('7.5 h');
    expect(budgetCalls).toHaveLength(1);
    await ui.user.click(within(await section()).getByRole('button', { name: 'Link' }));

    expect(await screen.findByText(engagementMessages.pageLinked)).toBeDefined();
    expect(calls.map((c) => c.params)).toEqual([
      { id: ENGAGEMENT_ID, bookingPageId: OTHER_PAGE_ID },
    ]);
    const list = within(await section()).getByRole('list', { name: 'Linked booking pages' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Advisory hours', 'Workshop']);
    // Every page of the client is linked now: nothing is left to choose.
    expect(screen.queryByLabelText('Link a booking page of Acme Ltd')).toBeNull();
    expect(
      within(await section()).getByText(/Every booking page of Acme Ltd is linked/),
    ).toBeDefined();
    expect(budgetCalls).toHaveLength(2);
  });

  it('unlinks a page at a press, without asking, and says so', async () => {
    answer(engagementRoutes.get, active({ bookingPages: [ADVISORY, WORKSHOP] }));
    const calls = record(engagementRoutes.unlinkBookingPage, active({ bookingPages: [WORKSHOP] }));
    const ui = show();
    const pages = await section();
    await ui.user.click(within(pages).getByRole('button', { name: 'Unlink Advisory hours' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText(engagementMessages.pageUnlinked)).toBeDefined();
    expect(calls.map((c) => c.params)).toEqual([{ id: ENGAGEMENT_ID, bookingPageId: PAGE_ID }]);
    await waitFor(() =>
      expect(
        within(within(pages).getByRole('list'))
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Workshop']),
    );
    // The unlinked page is offered again, and keyboard users go on from the section's heading.
    expect(options(await choice())).toEqual(['Choose a booking page', 'Advisory hours']);
    expect(document.activeElement).toBe(
      within(pages).getByRole('heading', { name: 'Booking pages' }),
    );
  });

  it('says so when no page is linked yet', async () => {
    answer(engagementRoutes.get, active());
    show();
    expect(within(await section()).getByText(engagementMessages.noBookingPages)).toBeDefined();
  });

  it('shows the server’s reason when a link is refused, and reads the engagement again', async () => {
    const reads = record(engagementRoutes.get, active());
    refuse(engagementRoutes.linkBookingPage, 409, engagementMessages.pageOfOtherClient, {
      code: 'conflict',
    });
    const ui = show();
    await ui.user.selectOptions(await choice(), PAGE_ID);
    await ui.user.click(within(await section()).getByRole('button', { name: 'Link' }));

    expect(await screen.findByText(engagementMessages.linkFailed)).toBeDefined();
    expect(screen.getByText(engagementMessages.pageOfOtherClient)).toBeDefined();
    await waitFor(() => expect(reads).toHaveLength(2));
    expect(within(await section()).getByText(engagementMessages.noBookingPages)).toBeDefined();
  });

  it('leads to the client’s screen when the client has no booking pages', async () => {
    answer(engagementRoutes.get, active());
    answer(clientRoutes.get, client({ bookingPages: [] }));
    show();
    const pages = await section();
    expect(await within(pages).findByText(/Acme Ltd has no booking pages yet/)).toBeDefined();
    expect(
      within(pages)
        .getByRole('link', { name: 'Link a booking page to Acme Ltd' })
        .getAttribute('href'),
    ).toBe(`/clients/${CLIENT_ID}`);
    expect(within(pages).queryByRole('combobox')).toBeNull();
  });

  it('offers no link once the engagement has ended, and still unlinks', async () => {
    answer(engagementRoutes.get, engagement({ status: 'ended', bookingPages: [ADVISORY] }));
    show();
    const pages = await section();
    expect(within(pages).getByText(engagementMessages.engagementEnded)).toBeDefined();
    expect(within(pages).queryByRole('combobox')).toBeNull();
    expect(within(pages).getByRole('button', { name: 'Unlink Advisory hours' })).toBeDefined();
  });

  it('is on a draft too, whose pages may be linked ahead of its letter', async () => {
    answer(engagementRoutes.get, engagement());
    show();
    await section();
    expect(options(await choice())).toEqual([
      'Choose a booking page',
      'Advisory hours',
      'Workshop',
    ]);
    // A draft has no signed terms: it has no budget yet.
    expect(screen.queryByRole('region', { name: 'Budget' })).toBeNull();
  });
});

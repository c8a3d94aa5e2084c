import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  engagementMessages,
  SIGNING_ORDER_LABELS,
  type TEngagement,
} from '@contracts/engagements/engagement';
import { clientRoutes } from '@contracts/clients/routes';
import { engagementRoutes } from '@contracts/engagements/routes';
import EngagementPage from '@/features/engagements/routes/engagement-page';
import { answer, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';
import {
  budget,
  CLIENT_ID,
  client,
  engagement,
  ENGAGEMENT_ID,
  OTHER_WORKSTREAM_ID,
  letter,
  SHA256,
  WORKSTREAM_ID,
} from './fixtures';

const DOCUMENT_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';

/**
 * `/engagements/{id}`: a draft's form and its deletion; once the letter is out, the terms
 * read-only and the letters. Its budget and booking pages have their own files.
 */
beforeEach(() => {
  signIn();
  // The budget card and the booking pages' choices, which these tests do not look at.
  answer(engagementRoutes.budget, budget());
  answer(clientRoutes.get, client());
});

const show = () =>
  renderScreen(<EngagementPage />, {
    at: `/engagements/${ENGAGEMENT_ID}`,
    route: '/engagements/:id',
  });
/** The server's answer to a save once the letter is out. */
const refuseSave = () =>
  refuse(engagementRoutes.update, 409, engagementMessages.termsLocked, { code: 'conflict' });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Fractional CISO retainer' });

describe('A draft engagement', () => {
  it('shows its client and status, and saves the form, keeping renamed workstreams’ ids', async () => {
    answer(engagementRoutes.get, engagement());
    const calls = record(engagementRoutes.update, engagement());
    const ui = show();
    await heading();
    expect(screen.getByRole('link', { name: 'Acme Ltd' }).getAttribute('href')).toBe(
      `/clients/${CLIENT_ID}`,
    );
    expect(screen.getByText('Draft')).toBeDefined();
    expect((screen.getByLabelText('Hours a month') as HTMLInputElement).value).toBe('8');
    expect((screen.getByLabelText('Most hours carried') as HTMLInputElement).value).toBe('4');

    const first = screen.getByLabelText('Workstream 1');
    await ui.user.clear(first);
    await ui.user.type(first, 'ISO 27001 certification');
    await ui.user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(engagementMessages.saved)).toBeDefined();
    expect(calls.map((c) => c.params)).toEqual([{ id: ENGAGEMENT_ID }]);
    expect(calls[0]?.body).toEqual({
      clientId: CLIENT_ID,
      title: 'Fractional CISO retainer',
      startDate: '2030-04-01',
      endDate: null,
      timeZone: 'Europe/London',
      model: { kind: 'retainer', hoursPerMonth: 8, rate: '180.00' },
      rollover: { kind: 'carry', capHours: 4 },
      lateCancellationHours: 24,
      noticeDays: 30,
      cadence: 'monthly',
      workstreams: [
        { id: WORKSTREAM_ID, name: 'ISO 27001 certification' },
        { id: OTHER_WORKSTREAM_ID, name: 'Board reporting' },
      ],
      clauses: 'Travel is billed at cost.',
    });
  });

  it('asks before deleting the draft, then goes back to its client', async () => {
    answer(engagementRoutes.get, engagement());
    const calls = record(engagementRoutes.delete, undefined, 204);
    const ui = show();
    await heading();
    await ui.user.click(screen.getByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete draft?' });
    expect(within(dialog).getByText(engagementMessages.deleteConfirm)).toBeDefined();
    // Cancel leaves it be.
    await ui.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);

    await ui.user.click(screen.getByRole('button', { name: 'Delete draft' }));
    await ui.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(engagementMessages.deleted)).toBeDefined();
    expect(calls.map((c) => c.params)).toEqual([{ id: ENGAGEMENT_ID }]);
    await waitFor(() => expect(ui.location()).toBe(`/clients/${CLIENT_ID}`));
  });

  it('shows the terms read-only once a save is refused because the letter went out', async () => {
    let current: TEngagement = engagement();
    record(engagementRoutes.get, () => current);
    refuseSave();
    const ui = show();
    await heading();
    current = engagement({ status: 'awaitingSignature' });
    await ui.user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(engagementMessages.saveFailed)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull());
    expect(screen.getByText('Awaiting signature')).toBeDefined();
    expect(screen.getByRole('region', { name: 'Terms' })).toBeDefined();
  });
});

describe('An engagement whose letter is out', () => {
  it('shows its terms read-only, says why, and offers no Save or Delete', async () => {
    answer(
      engagementRoutes.get,
      engagement({
        status: 'active',
        letters: [
          letter({ id: 'letter-1', documentId: DOCUMENT_ID, status: 'signed', sha256: SHA256 }),
          letter({
            id: 'letter-2',
            kind: 'changeOrder',
            effectiveFrom: '2030-06-16',
            documentId: 'doc-2',
          }),
        ],
      }),
    );
    show();
    await heading();
    // The budget and the client's pages loaded: their spinners are statuses too.
    await screen.findByRole('progressbar');
    await screen.findByLabelText('Link a booking page of Acme Ltd');
    expect(screen.getByText('Active')).toBeDefined();
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(within(terms).getByText(engagementMessages.termsLocked)).toBeDefined();
    expect(within(terms).getByText('8 h')).toBeDefined();
    expect(within(terms).getByText('£180.00')).toBeDefined();
    expect(within(terms).getByText('Carried into the next month, up to 4 h')).toBeDefined();
    expect(within(terms).getByText('Billed when cancelled within 24 h of the start')).toBeDefined();
    expect(
      within(within(terms).getByRole('list', { name: 'Workstreams' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete draft' })).toBeNull();

    const letters = within(screen.getByRole('region', { name: 'Letters' })).getAllByRole(
      'listitem',
    );
    expect(letters.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Engagement letter · Signed'),
      expect.stringContaining('Change order · Out for signature'),
    ]);
    expect(letters[0]?.textContent).toContain('In effect from 1 April 2030');
    // The hash is shortened on screen, whole in its tooltip.
    const hash = within(letters[0]!).getByTitle(SHA256);
    expect(hash.textContent).toContain('a3f1c9e27b4d…');
    // Each letter links to its document.
    expect(
      within(letters[0]!).getByRole('link', { name: 'Engagement letter' }).getAttribute('href'),
    ).toBe(`/documents/${DOCUMENT_ID}`);
    // A change order is out: the notice links to it, and no second one is offered.
    expect(within(screen.getByRole('status')).getByText(/A change order is out/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Follow its signing' }).getAttribute('href')).toBe(
      '/documents/doc-2',
    );
    expect(screen.queryByRole('button', { name: 'New change order' })).toBeNull();
  });

  it('says it has no letters yet', async () => {
    answer(engagementRoutes.get, engagement({ status: 'awaitingSignature' }));
    show();
    await heading();
    expect(
      within(screen.getByRole('region', { name: 'Letters' })).getByText('No letters yet'),
    ).toBeDefined();
  });
});

describe('The engagement letter', () => {
  it('is sent from a draft in the order chosen, with a message, and the notice follows', async () => {
    let current: TEngagement = engagement();
    record(engagementRoutes.get, () => current);
    const sent = engagement({
      status: 'awaitingSignature',
      letters: [letter({ documentId: DOCUMENT_ID })],
    });
    const calls = record(engagementRoutes.sendLetter, () => {
      current = sent;
      return sent;
    });
    const ui = show();
    await heading();
    await ui.user.click(screen.getByRole('button', { name: 'Send letter for signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send letter for signature' });
    expect(within(dialog).getByText(/the second signer is asked once the first/)).toBeDefined();
    expect(
      (within(dialog).getByLabelText(SIGNING_ORDER_LABELS.clientFirst) as HTMLInputElement).checked,
    ).toBe(true);
    await ui.user.click(within(dialog).getByLabelText(SIGNING_ORDER_LABELS.consultantFirst));
    await ui.user.type(
      within(dialog).getByLabelText('Message to the signers (optional)'),
      'Our letter, as agreed.',
    );
    await ui.user.click(within(dialog).getByRole('button', { name: 'Send letter' }));
    expect(await screen.findByText(engagementMessages.letterSent)).toBeDefined();
    expect(calls.map((c) => [c.params, c.body])).toEqual([
      [
        { id: ENGAGEMENT_ID },
        { signingOrder: 'consultantFirst', message: 'Our letter, as agreed.' },
      ],
    ]);
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText(/The letter is out for signature/)).toBeDefined();
    expect(within(notice).getByRole('link').getAttribute('href')).toBe(`/documents/${DOCUMENT_ID}`);
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('shows the server’s refusal when the client has no approver', async () => {
    answer(engagementRoutes.get, engagement());
    refuse(engagementRoutes.sendLetter, 400, engagementMessages.noApprover);
    const ui = show();
    await heading();
    await ui.user.click(screen.getByRole('button', { name: 'Send letter for signature' }));
    const dialog = await screen.findByRole('dialog');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Send letter' }));
    expect(await screen.findByText(engagementMessages.noApprover)).toBeDefined();
  });
});

describe('A change order', () => {
  it('is sent from an active engagement with the amended terms and the day they take effect', async () => {
    const active = engagement({
      status: 'active',
      letters: [letter({ documentId: DOCUMENT_ID, status: 'signed', sha256: SHA256 })],
    });
    answer(engagementRoutes.get, active);
    const calls = record(engagementRoutes.changeOrder, active);
    const ui = show();
    await heading();
    await ui.user.click(screen.getByRole('button', { name: 'New change order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New change order' });
    const hours = within(dialog).getByLabelText('Hours a month');
    expect((hours as HTMLInputElement).value).toBe('8');
    await ui.user.clear(hours);
    await ui.user.type(hours, '12');
    await ui.user.type(within(dialog).getByLabelText('Takes effect on'), '2030-09-01');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Send change order' }));
    expect(await screen.findByText(engagementMessages.changeOrderSent)).toBeDefined();
    expect(calls.map((c) => c.params)).toEqual([{ id: ENGAGEMENT_ID }]);
    expect(calls[0]?.body).toMatchObject({
      model: { kind: 'retainer', hoursPerMonth: 12, rate: '180.00' },
      rollover: { kind: 'carry', capHours: 4 },
      effectiveFrom: '2030-09-01',
      endDate: null,
      signingOrder: 'clientFirst',
    });
  });
});

describe('An engagement that is not there', () => {
  it('says so, with the way back to the engagements', async () => {
    refuse(engagementRoutes.get, 404, engagementMessages.notFound, { code: 'not_found' });
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: engagementMessages.notFound }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Engagements' }).getAttribute('href')).toBe(
      '/engagements',
    );
  });

  it('offers to try again when it could not be loaded', async () => {
    refuse(engagementRoutes.get, 503, 'Resting');
    const ui = show();
    expect(await screen.findByText('The engagement could not be loaded.')).toBeDefined();
    answer(engagementRoutes.get, engagement());
    await ui.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading()).toBeDefined();
  });
});

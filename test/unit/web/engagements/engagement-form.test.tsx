import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientRoutes } from '@contracts/clients/routes';
import { engagementMessages } from '@contracts/engagements/engagement';
import { engagementRoutes } from '@contracts/engagements/routes';
import NewEngagementPage from '@/features/engagements/routes/new-engagement-page';
import { answer, record, refuse } from '../../../support/web/api';
import { renderScreen, type Screen } from '../../../support/web/render';
import { describedBy } from '../../../support/web/read';
import { signIn } from '../../../support/web/session';
import { CLIENT_ID, client, engagement, ENGAGEMENT_ID } from './fixtures';

/**
 * `/engagements/new?client={id}`: the engagement form, checked by the contract, sent as the API
 * parses it, with only the chosen model's fields.
 */
beforeEach(() => {
  signIn();
  answer(clientRoutes.get, client());
});

const show = () =>
  renderScreen(<NewEngagementPage />, { at: `/engagements/new?client=${CLIENT_ID}` });

/** Replaces what a field holds with `text`. */
async function fill(ui: Screen, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await ui.user.clear(field);
  if (text) await ui.user.type(field, text);
}

/** The title, dates and zone every test sends. */
async function fillDetails(ui: Screen) {
  await ui.user.type(await screen.findByLabelText('Title'), ' Fractional CISO retainer ');
  await fill(ui, 'Start date', '2030-04-01');
  await ui.user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/London');
}

describe('New engagement', () => {
  it('drafts a retainer with rollover and two workstreams as the API reads it, then opens it', async () => {
    const calls = record(engagementRoutes.create, engagement(), 201);
    const ui = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'New engagement' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Acme Ltd' }).getAttribute('href')).toBe(
      `/clients/${CLIENT_ID}`,
    );
    await fillDetails(ui);
    await fill(ui, 'End date (optional)', '2031-03-31');
    await ui.user.selectOptions(screen.getByLabelText('Reporting cadence'), 'Monthly');

    // A retainer is chosen from the start; its rate is in the client's currency.
    expect((screen.getByRole('radio', { name: /Retainer/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await ui.user.type(screen.getByLabelText('Hours a month'), '8');
    await ui.user.type(screen.getByLabelText('Hourly rate (£)'), '180');
    await ui.user.click(screen.getByRole('radio', { name: 'Carried into the next month only' }));
    await ui.user.type(screen.getByLabelText('Most hours carried'), '4');
    await ui.user.type(screen.getByLabelText('Late-cancellation window (hours)'), '24');
    await fill(ui, 'Notice (days)', '14');

    // Workstreams are added from the keyboard: the new row takes the focus.
    const add = screen.getByRole('button', { name: 'Add workstream' });
    add.focus();
    await ui.user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Workstream 1'));
    await ui.user.keyboard('ISO 27001 readiness');
    await ui.user.click(add);
    await ui.user.type(screen.getByLabelText('Workstream 2'), 'Board reporting');
    await ui.user.type(screen.getByLabelText('Clauses'), 'Travel is billed at cost.');

    await ui.user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText(engagementMessages.created)).toBeDefined();
    expect(calls.map((c) => c.body)).toEqual([
      {
        clientId: CLIENT_ID,
        title: 'Fractional CISO retainer',
        startDate: '2030-04-01',
        endDate: '2031-03-31',
        timeZone: 'Europe/London',
        model: { kind: 'retainer', hoursPerMonth: 8, rate: '180.00' },
        rollover: { kind: 'carry', capHours: 4 },
        lateCancellationHours: 24,
        noticeDays: 14,
        cadence: 'monthly',
        workstreams: [{ name: 'ISO 27001 readiness' }, { name: 'Board reporting' }],
        clauses: 'Travel is billed at cost.',
      },
    ]);
    await waitFor(() => expect(ui.location()).toBe(`/engagements/${ENGAGEMENT_ID}`));
  });

  it("shows only the chosen model's fields, and sends only that model", async () => {
    const calls = record(engagementRoutes.create, engagement(), 201);
    const ui = show();
    await fillDetails(ui);
    await ui.user.type(screen.getByLabelText('Hours a month'), '8');
    await ui.user.type(screen.getByLabelText('Hourly rate (£)'), '180');
    await ui.user.click(screen.getByRole('radio', { name: 'Carried into the next month only' }));
    await ui.user.type(screen.getByLabelText('Most hours carried'), '4');

    await ui.user.click(screen.getByRole('radio', { name: /Fixed monthly fee/ }));
    expect(screen.queryByLabelText('Hours a month')).toBeNull();
    expect(screen.queryByLabelText('Hourly rate (£)')).toBeNull();
    // Only a retainer has hours to carry.
    expect(screen.queryByRole('group', { name: 'Unused hours' })).toBeNull();
    await ui.user.type(screen.getByLabelText('Monthly fee (£)'), '1500');

    await ui.user.click(screen.getByRole('radio', { name: /Time and materials/ }));
    expect(screen.queryByLabelText('Monthly fee (£)')).toBeNull();
    // The rate typed for the retainer is still there for time and materials.
    expect((screen.getByLabelText('Hourly rate (£)') as HTMLInputElement).value).toBe('180');
    await ui.user.click(screen.getByRole('radio', { name: /Fixed monthly fee/ }));

    await ui.user.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body.model).toEqual({ kind: 'fixedFee', monthlyFee: '1500.00' });
    expect(body.rollover).toEqual({ kind: 'none' });
    expect(body.lateCancellationHours).toBeNull();
    expect(body.noticeDays).toBe(30);
  });

  it("checks the form by the contract's messages before sending anything", async () => {
    const calls = record(engagementRoutes.create, engagement(), 201);
    const ui = show();
    await screen.findByLabelText('Title');
    await ui.user.type(screen.getByLabelText('Hours a month'), '8');
    await ui.user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(describedBy(screen.getByLabelText('Title'))).toContain(engagementMessages.title);
    expect(describedBy(screen.getByLabelText('Hourly rate (£)'))).toBe(
      engagementMessages.rateRequired,
    );
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal of a field on that field", async () => {
    refuse(engagementRoutes.create, 400, engagementMessages.workstreamName, {
      code: 'validation_error',
      fields: {
        'model.rate': engagementMessages.rateTooHigh,
        'workstreams.0.name': engagementMessages.workstreamName,
      },
    });
    const ui = show();
    await fillDetails(ui);
    await ui.user.type(screen.getByLabelText('Hours a month'), '8');
    await ui.user.type(screen.getByLabelText('Hourly rate (£)'), '180');
    await ui.user.click(screen.getByRole('button', { name: 'Add workstream' }));
    await ui.user.type(screen.getByLabelText('Workstream 1'), 'Audit');
    await ui.user.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Hourly rate (£)'))).toBe(
        engagementMessages.rateTooHigh,
      ),
    );
    expect(describedBy(screen.getByLabelText('Workstream 1'))).toBe(
      engagementMessages.workstreamName,
    );
    // The toast says it failed, and the form stays.
    expect(await screen.findByText(engagementMessages.saveFailed)).toBeDefined();
    expect(ui.location()).toBe(`/engagements/new?client=${CLIENT_ID}`);
  });

  it('removes workstreams by keyboard, up to the most an engagement has', async () => {
    const ui = show();
    const add = await screen.findByRole('button', { name: 'Add workstream' });
    for (let n = 1; n <= 20; n++) await ui.user.click(add);
    const list = screen.getByRole('list', { name: 'Workstreams' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: 'Remove workstream 20' }).focus();
    await ui.user.keyboard(' ');
    expect(within(list).getAllByRole('listitem')).toHaveLength(19);
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect((add as HTMLButtonElement).disabled).toBe(false);
  });

  it('leads to the clients when no client is named', async () => {
    renderScreen(<NewEngagementPage />, { at: '/engagements/new' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a client first' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to Clients' }).getAttribute('href')).toBe(
      '/clients',
    );
  });
});

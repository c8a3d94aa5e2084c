import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { engagementMessages } from '@contracts/engagements/engagement';
import { engagementRoutes } from '@contracts/engagements/routes';
import EngagementsPage from '@/features/engagements/routes/engagements-page';
import { answer, hang, record } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';
import { summary } from './fixtures';

/** `/engagements`: every engagement of the owner, each naming its client, a page at a time. */
beforeEach(() => {
  signIn();
});

const show = () => renderScreen(<EngagementsPage />, { at: '/engagements' });

describe('Engagements', () => {
  it('shows that it is loading until the engagements arrive', async () => {
    hang(engagementRoutes.list);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Engagements' })).toBeDefined();
    expect(await screen.findByText('Loading engagements...')).toBeDefined();
  });

  it('points a new account to its clients, where engagements are drafted', async () => {
    answer(engagementRoutes.list, { engagements: [], nextCursor: null });
    const ui = show();
    expect(await screen.findByText(engagementMessages.empty)).toBeDefined();
    await ui.user.click(screen.getByRole('link', { name: 'Go to Clients' }));
    expect(ui.location()).toBe('/clients');
  });

  it('names the client of each engagement, a page at a time', async () => {
    const calls = record(engagementRoutes.list, (call) =>
      call.url.searchParams.get('cursor') === 'next'
        ? {
            engagements: [
              summary({
                id: '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c',
                clientName: 'Zenith plc',
                title: 'Board advisory',
                terms: {
                  ...summary().terms,
                  model: { kind: 'timeAndMaterials', rate: '200.00' },
                  rollover: { kind: 'none' },
                },
              }),
            ],
            nextCursor: null,
          }
        : { engagements: [summary()], nextCursor: 'next' },
    );
    const ui = show();
    const list = await screen.findByRole('list', { name: 'Engagements' });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain(
      'Acme Ltd · 8 h a month at £180.00',
    );
    await ui.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Board advisory' })).toBeDefined();
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain(
      'Zenith plc · £200.00 an hour, time and materials',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Every engagement of the owner: no client filter.
    expect(calls.every((c) => !c.url.searchParams.has('clientId'))).toBe(true);
  });
});

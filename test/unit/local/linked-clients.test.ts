import { describe, expect, it } from 'vitest';
import { bookingPageKeys } from '../../../lambdas/keys/booking-page';
import { clientKeys } from '../../../lambdas/keys/client';
import { clientOfPage } from '../../../local/seed/linked-clients';

const AT = '2026-06-01T09:00:00.000Z';

const page = (over: Record<string, unknown> = {}) => ({
  ...bookingPageKeys.key({ id: 'p1' }),
  id: 'p1',
  userId: 'u1',
  name: 'Sessions',
  billing: {
    ratePence: 12_000,
    currency: 'EUR',
    taxBasisPoints: 2000,
    paymentTermsDays: 14,
    clientName: 'Acme Ltd',
    clientEmail: 'ann@acme.example',
    clientAddress: '1 Main Street',
    meetingsBillable: false,
  },
  ...over,
});

describe('a booking page from before clients', () => {
  it('becomes a client of its billing settings, the page linked and its copy unchanged', () => {
    const made = clientOfPage(page(), 'c1', AT)!;
    expect(made.client).toMatchObject({
      ...clientKeys.key({ sub: 'u1', id: 'c1' }),
      id: 'c1',
      userId: 'u1',
      name: 'Acme Ltd',
      address: '1 Main Street',
      taxId: '',
      currency: 'EUR',
      taxBasisPoints: 2000,
      paymentTermsDays: 14,
      contacts: [{ name: '', email: 'ann@acme.example', role: 'approver' }],
      bookingPageIds: ['p1'],
      createdAt: AT,
      updatedAt: AT,
      version: 1,
    });
    expect(made.billing).toEqual(page().billing);
  });

  it('names the client after the page when the settings named none, with no contact for no e-mail', () => {
    const made = clientOfPage(
      page({
        billing: {
          currency: 'GBP',
          taxBasisPoints: 0,
          paymentTermsDays: 30,
          clientName: ' ',
          clientEmail: '',
          clientAddress: '',
        },
      }),
      'c1',
      AT,
    )!;
    expect(made.client).toMatchObject({ name: 'Sessions', contacts: [] });
    expect(made.billing.clientName).toBe('Sessions');
  });

  it('is passed over without settings, with a client already, while deleting, or not a page', () => {
    expect(clientOfPage(page({ billing: undefined }), 'c1', AT)).toBeUndefined();
    expect(clientOfPage(page({ clientId: 'c0' }), 'c1', AT)).toBeUndefined();
    expect(clientOfPage(page({ deletingAt: AT }), 'c1', AT)).toBeUndefined();
    expect(clientOfPage(page({ deletedAt: AT }), 'c1', AT)).toBeUndefined();
    expect(clientOfPage({ ...page(), PK: 'USER#u1', SK: 'LIB#l1' }, 'c1', AT)).toBeUndefined();
  });
});

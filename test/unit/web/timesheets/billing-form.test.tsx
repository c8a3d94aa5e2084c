import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BillingForm } from '@/features/timesheets/components/billing-form';
import { billing } from '../../../support/web/billing';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';

/**
 * The billing settings' client fields are the details of the client the page bills: once there is
 * one, a note above them names it, links to it, and says that saving reaches its other pages.
 */
const CLIENT_ID = '3f1c6d2e-8a4b-4c1d-9e2f-1a2b3c4d5e6f';
const NOTE =
  'These are the details of the client Acme Ltd: saving them changes every booking page that bills this client.';
/** The note, read whole: its words and the link in it. */
const note = () => screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === NOTE);

beforeEach(() => {
  signIn();
});

describe('Billing settings', () => {
  it('names the client whose details the client fields are, linking to it', () => {
    renderScreen(
      <BillingForm
        bookingPageId="cal-1"
        settings={billing({ clientId: CLIENT_ID, clientName: 'Acme Ltd' })}
      />,
    );
    expect(note()).toBeDefined();
    expect(screen.getByRole('link', { name: 'Acme Ltd' }).getAttribute('href')).toBe(
      `/clients/${CLIENT_ID}`,
    );
    // The fields themselves stay as they were.
    expect((screen.getByLabelText('Client name') as HTMLInputElement).value).toBe('Acme Ltd');
  });

  it('says nothing of a client before the first save makes one', () => {
    renderScreen(<BillingForm bookingPageId="cal-1" settings={billing()} />);
    expect(screen.getByLabelText('Client name')).toBeDefined();
    expect(screen.queryByText(/These are the details of the client/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

import { bookingPageMessages } from '@contracts/booking/booking-page';
import {
  billingMessages,
  type TBillingSettingsParsed,
  type TBillingSettingsView,
} from '@contracts/timesheets/billing';
import { badRequest, conflict, notFound } from '../../errors';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { bookingPageKey } from '../booking-pages/booking-page-item';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { billingOf, billingViewOf, toStoredBilling } from './billing-item';
import { currencyLocked } from './currency-lock';
import { refuseOwnAddress } from './own-address';

/** 400 on the client's e-mail field: the consultant cannot be their own approver. */
const ownAddressRefused = () =>
  badRequest(billingMessages.clientEmailIsYours, {
    clientEmail: billingMessages.clientEmailIsYours,
  });

/**
 * Saves a booking page's billing settings as a whole. The currency changes only while no time
 * has been logged on the page (409 after); saving the same one is always fine. A new default
 * rate is for entries made from now on: every entry keeps the rate it was made with. The write
 * holds only while the page is still its owner's and not being deleted, so settings never bring
 * a deleted page back. The client's e-mail cannot be the consultant's own (the account's
 * address): the client's approval is what makes the time billable.
 */
export async function saveBilling(
  deps: {
    table: Pick<Table, 'get' | 'query' | 'transaction'>;
    users: Pick<UserDirectory, 'getEmail'>;
  },
  input: {
    bookingPageId: string;
    sub: string;
    username?: string;
    settings: TBillingSettingsParsed;
  },
): Promise<TBillingSettingsView> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  await refuseOwnAddress(
    deps.users,
    { sub: input.sub, username: input.username, clientEmail: input.settings.clientEmail },
    ownAddressRefused,
  );
  const locked = await currencyLocked(deps.table, bookingPage.id);
  if (locked && input.settings.currency !== billingOf(bookingPage).currency)
    throw conflict(billingMessages.currencyLocked);
  const billing = toStoredBilling(input.settings);
  await deps.table
    .transaction()
    .update(
      bookingPageKey(bookingPage.id),
      { set: { billing } },
      notFound(bookingPageMessages.notFound),
      {
        userId: input.sub,
        deletingAt: undefined,
        deletedAt: undefined,
      },
    )
    .commit();
  // Saved settings confirm the currency.
  return billingViewOf(billingOf({ billing }), { locked, confirmed: true });
}

import type { TSaveClientParsed } from '@contracts/clients/client';
import {
  billingMessages,
  type TBillingSettingsParsed,
  type TBillingSettingsView,
} from '@contracts/timesheets/billing';
import { badRequest, concurrentWrite, conflict, ID_TAKEN } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { bookingPageKey, type BookingPageItem } from '../booking-pages/booking-page-item';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { withApprovalAddress } from '../clients/approval-contact';
import { clientBillingOf, clientKey, toClientItem, type ClientItem } from '../clients/client-item';
import {
  anyTimeLogged,
  copyToPages,
  linkedPages,
  rewriteClient,
  writablePages,
} from '../clients/client-pages';
import { retryOnClash } from '../retry-on-clash';
import { billingOf, billingViewOf, toStoredBilling } from './billing-item';
import { refuseOwnAddress } from './own-address';

/** 400 on the client's e-mail field: the consultant cannot be their own approver. */
const ownAddressRefused = () =>
  badRequest(billingMessages.clientEmailIsYours, {
    clientEmail: billingMessages.clientEmailIsYours,
  });

/**
 * Saves a booking page's billing settings as a whole. The page's own part (its default rate, and
 * whether meetings are billed) is saved on the page; the client's part (name, approver's e-mail,
 * address, currency, tax rate, payment terms) is saved on the page's client, which a page without
 * one gets, made from the form, and on every other page of that client's (their copy), all in one
 * transaction. The currency changes only while no time has been logged on any of the client's
 * pages (409 after); saving the same one is always fine. A new default rate is for entries made
 * from now on: every entry keeps the rate it was made with. The write holds only while the page
 * is still its owner's, bills the client read, and is not being deleted, so settings never bring
 * a deleted page back. The client's e-mail cannot be the consultant's own (the account's
 * address): the client's approval is what makes the time billable.
 */
export async function saveBilling(
  deps: {
    table: Pick<Table, 'get' | 'query' | 'transaction'>;
    users: Pick<UserDirectory, 'getEmail'>;
    clock: Clock;
    ids: IdGenerator;
  },
  input: {
    bookingPageId: string;
    sub: string;
    username?: string;
    settings: TBillingSettingsParsed;
  },
): Promise<TBillingSettingsView> {
  // The page is checked first (404), then the address (400); a retry after a clash reads the
  // page again, the address being checked already.
  let page = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  await refuseOwnAddress(
    deps.users,
    { sub: input.sub, username: input.username, clientEmail: input.settings.clientEmail },
    ownAddressRefused,
  );
  let attempt = 0;
  return retryOnClash(3, async () => {
    if (attempt++ > 0) page = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
    const before = page.clientId
      ? await deps.table.get<ClientItem>(clientKey(input.sub, page.clientId), {
          consistent: true,
        })
      : undefined;
    const others = before
      ? (await linkedPages(deps.table, before)).filter((p) => p.id !== page.id)
      : [];
    const locked = await anyTimeLogged(deps.table, [page.id, ...others.map((p) => p.id)]);
    if (locked && input.settings.currency !== billingOf(page).currency)
      throw conflict(billingMessages.currencyLocked);

    const now = deps.clock.now().toISOString();
    const after = before
      ? toClientItem(clientFormOf(input.settings, before), {
          ...before,
          bookingPageIds: [...others.map((p) => p.id), page.id],
          updatedAt: now,
          version: before.version + 1,
        })
      : toClientItem(clientFormOf(input.settings, page), {
          id: deps.ids.newId(),
          userId: input.sub,
          bookingPageIds: [page.id],
          createdAt: now,
          updatedAt: now,
          version: 1,
        });
    // The form's own part, then the client's details as the client now has them.
    const billing = { ...toStoredBilling(input.settings), ...clientBillingOf(after) };
    const tx = deps.table.transaction();
    tx.update(
      bookingPageKey(page.id),
      { set: { billing, clientId: after.id } },
      concurrentWrite(),
      {
        userId: input.sub,
        clientId: page.clientId,
        deletingAt: undefined,
        deletedAt: undefined,
      },
    );
    if (before) rewriteClient(tx, before, after);
    else tx.create(after, conflict(ID_TAKEN));
    copyToPages(tx, after, writablePages(others));
    await tx.commit();
    // Saved settings confirm the currency.
    return billingViewOf(billingOf({ billing }), { locked, confirmed: true }, after.id);
  });
}

/**
 * The client the form describes: the client's own details it does not show (tax id, the other
 * contacts) kept, the form's e-mail as its approver's (`withApprovalAddress`). A blank name keeps
 * the client's; a page's first client is named after the page when the form names none.
 */
function clientFormOf(
  settings: TBillingSettingsParsed,
  current: ClientItem | BookingPageItem,
): TSaveClientParsed {
  const client = 'contacts' in current ? (current as ClientItem) : undefined;
  return {
    name: settings.clientName || current.name,
    address: settings.clientAddress,
    taxId: client?.taxId ?? '',
    currency: settings.currency,
    taxRate: settings.taxRate,
    paymentTermsDays: settings.paymentTermsDays,
    contacts: withApprovalAddress(client?.contacts ?? [], settings.clientEmail),
  };
}

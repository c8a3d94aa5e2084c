import { DEFAULT_PAYMENT_TERMS_DAYS } from '@contracts/timesheets/billing';
import { entryMessages } from '@contracts/timesheets/entry';
import type { Currency } from '@domain/timesheets/money';
import { currencyOfZone } from '@domain/timesheets/zone-currency';
import { conflict } from '../../errors';
import type { Table, TransactionBuilder } from '../../ports/table';
import {
  bookingPageKey,
  type BookingPageItem,
  type StoredBilling,
} from '../booking-pages/booking-page-item';
import { billingOf } from './billing-item';
import { currencyLocked } from './currency-lock';

/**
 * A page's currency is confirmed by its owner before it locks (docs/decisions.md, "The currency
 * is confirmed before it locks"): saving Billing settings confirms it, and so does the first
 * entry or timer sent with the currency its form showed. A page whose settings were never saved
 * and that has no time logged has no confirmed currency; the one it shows is its zone's
 * suggestion. A page with time logged before currencies were confirmed bills in pounds, as it
 * always did.
 */
export interface PageCurrency {
  currency: Currency;
  confirmed: boolean;
  locked: boolean;
}

/** The page's currency as the owner sees it now: confirmed or suggested, and whether locked. */
export async function pageCurrency(
  table: Pick<Table, 'query'>,
  bookingPage: Pick<BookingPageItem, 'id' | 'billing' | 'timeZone'>,
): Promise<PageCurrency> {
  const locked = await currencyLocked(table, bookingPage.id);
  const confirmed = bookingPage.billing !== undefined || locked;
  return {
    currency: confirmed ? billingOf(bookingPage).currency : currencyOfZone(bookingPage.timeZone),
    confirmed,
    locked,
  };
}

/**
 * What the page's first time needs, checked before it is written: 409 when the page's currency
 * was never confirmed and the request confirms none, or confirms one that is not the page's;
 * otherwise the write that keeps the confirmed currency (the page's settings, made with it), for
 * the entry's or timer's own transaction, or nothing when it was confirmed before. The write
 * holds only while the page is its owner's, not being deleted, and still without settings.
 */
export async function confirmCurrency(
  table: Pick<Table, 'query'>,
  bookingPage: Pick<BookingPageItem, 'id' | 'userId' | 'billing' | 'timeZone'>,
  asked: Currency | undefined,
): Promise<((tx: TransactionBuilder) => void) | undefined> {
  const page = await pageCurrency(table, bookingPage);
  if (page.confirmed) {
    if (asked !== undefined && asked !== page.currency)
      throw conflict(entryMessages.currencyIsPages(page.currency));
    return undefined;
  }
  if (asked === undefined) throw conflict(entryMessages.currencyUnconfirmed);
  const billing: StoredBilling = {
    currency: asked,
    taxBasisPoints: 0,
    paymentTermsDays: DEFAULT_PAYMENT_TERMS_DAYS,
    clientName: '',
    clientEmail: '',
    clientAddress: '',
  };
  return (tx) =>
    tx.update(
      bookingPageKey(bookingPage.id),
      { set: { billing } },
      conflict(entryMessages.pageChangedMeanwhile),
      {
        userId: bookingPage.userId,
        billing: undefined,
        deletingAt: undefined,
        deletedAt: undefined,
      },
    );
}

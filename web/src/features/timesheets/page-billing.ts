/**
 * What another feature reads of a booking page's timesheet (the invoices' issue dialog): the
 * page's billing settings, whose client address an invoice is mailed to, and the key of its
 * periods, which show the invoice issued from each.
 */
export { useBilling } from './api/billing';
export { periodsPath } from './api/periods';

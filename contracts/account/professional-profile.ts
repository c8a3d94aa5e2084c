import * as z from 'zod';
import { optionalText } from '../text-fields';

/**
 * The consultant's own details printed on every invoice they issue, beside their account's
 * e-mail: the name to bill as (blank: the e-mail stands in), a postal address of several lines
 * and a tax number. An invoice keeps the details it was issued with; a change applies from the
 * next one.
 */

export const BILLING_PROFILE_NAME_MAX = 200;
export const BILLING_PROFILE_ADDRESS_MAX = 500;
export const BILLING_PROFILE_TAX_ID_MAX = 50;

export const billingProfileMessages = {
  saved: 'Your invoice details were saved',
  saveFailed: 'Error saving your invoice details',
  loadFailed: 'Error loading your invoice details',
  invalid: 'Please fill in your invoice details',
} as const;

/** `GET` and `PUT /api/billing-profile`. */
export const ZBillingProfile = z.object(
  {
    name: optionalText('The name', BILLING_PROFILE_NAME_MAX),
    /** Several lines, printed as typed. */
    address: optionalText('The address', BILLING_PROFILE_ADDRESS_MAX),
    taxId: optionalText('The tax number', BILLING_PROFILE_TAX_ID_MAX),
  },
  billingProfileMessages.invalid,
);
export type TBillingProfile = z.input<typeof ZBillingProfile>;
export type TBillingProfileParsed = z.output<typeof ZBillingProfile>;

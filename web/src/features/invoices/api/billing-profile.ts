import useSWR from 'swr';
import { ZBillingProfile, type TBillingProfileParsed } from '@contracts/invoices/billing-profile';
import { apiFetch } from '@/lib/api-client';
import { billingProfilePath } from './paths';

export { billingProfilePath };

/** The consultant's own details printed on their invoices (blank until saved). */
export const getBillingProfile = () => apiFetch(billingProfilePath, { schema: ZBillingProfile });

/** Saves them as a whole; invoices already issued keep theirs. */
export const saveBillingProfile = (profile: TBillingProfileParsed) =>
  apiFetch(billingProfilePath, { method: 'PUT', body: profile, schema: ZBillingProfile });

export function useBillingProfile(sub: string) {
  return useSWR([billingProfilePath, sub], getBillingProfile, {
    // The form is filled once from it; a refetch must not overwrite what the user is typing.
    revalidateOnFocus: false,
  });
}

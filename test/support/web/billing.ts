import type { TBillingSettingsView } from '@contracts/timesheets/billing';

/** A booking page's billing as the API answers it: a client's address, pounds, no rate; `over` changes any field. */
export const billing = (over: Partial<TBillingSettingsView> = {}): TBillingSettingsView => ({
  clientName: '',
  clientEmail: 'jane@client.example',
  clientAddress: '',
  hourlyRate: null,
  currency: 'GBP',
  taxRate: '0',
  paymentTermsDays: 30,
  meetingsBillable: true,
  currencyConfirmed: true,
  currencyLocked: false,
  ...over,
});

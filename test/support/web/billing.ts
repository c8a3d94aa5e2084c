import type { TBillingSettingsView } from '@contracts/timesheets/billing';

/**
 * A booking page's billing as the API answers it: a client's address, pounds, no rate, and no
 * client record yet (never saved); `over` changes any field.
 */
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
  clientId: null,
  ...over,
});

import { CURRENCIES, CURRENCY_LABELS } from '@domain/timesheets/money';

/** The currencies amounts can be in, as the options of a currency select. */
export function CurrencyOptions() {
  return CURRENCIES.map((code) => (
    <option key={code} value={code}>
      {CURRENCY_LABELS[code]}
    </option>
  ));
}

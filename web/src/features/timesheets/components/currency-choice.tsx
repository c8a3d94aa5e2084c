import { type Currency } from '@domain/timesheets/money';
import { CurrencyOptions } from '@/components/forms/currency-options';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** Shown with the page's first time: what the currency choice means. */
export const CURRENCY_CONFIRM_HINT =
  'Every amount on this booking page is in this currency, suggested from its time zone. It is fixed once time is logged.';

/**
 * The page's currency, chosen with its first time (an entry or the timer) while it was never
 * confirmed: the server locks it with that time, so it is shown, and can be changed, first.
 */
export function CurrencyChoice({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: Currency;
  onChange: (currency: Currency) => void;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Currency</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value as Currency)}
      >
        <CurrencyOptions />
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {CURRENCY_CONFIRM_HINT}
      </p>
    </div>
  );
}

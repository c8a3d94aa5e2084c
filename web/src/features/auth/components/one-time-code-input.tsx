import { forwardRef, type InputHTMLAttributes } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export const CODE_LENGTH = 6;

/** Keeps only digits, at most six: the value a code field holds. */
export const toCode = (raw: string) => raw.replace(/\D/g, '').slice(0, CODE_LENGTH);

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onValueChange: (code: string) => void;
};

/** A 6-digit code field: numeric keyboard, one-time-code autofill, digits only. */
export const OneTimeCodeInput = forwardRef<HTMLInputElement, Props>(
  ({ value, onValueChange, className, ...props }, ref) => (
    <Input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      placeholder="000000"
      value={value}
      onChange={(e) => onValueChange(toCode(e.target.value))}
      className={cn('text-center font-mono text-lg! tracking-[0.5em]', className)}
      {...props}
    />
  ),
);
OneTimeCodeInput.displayName = 'OneTimeCodeInput';

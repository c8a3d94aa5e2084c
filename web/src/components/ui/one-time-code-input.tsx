import { forwardRef, type InputHTMLAttributes } from 'react';
import { CODE_LENGTH } from '@contracts/auth/fields';
import { cn } from '@/lib/cn';
import { Input } from './input';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A 6-digit code field (spec §9): numeric keyboard, one-time-code autofill, digits only. Whatever
 * is typed or pasted is cut to its digits before the form's `onChange` reads the value.
 */
export const OneTimeCodeInput = forwardRef<HTMLInputElement, Props>(
  ({ onChange, className, ...props }, ref) => (
    <Input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      placeholder="000000"
      onChange={(e) => {
        e.target.value = e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
        onChange?.(e);
      }}
      className={cn('text-center font-mono text-lg! tracking-[0.5em]', className)}
      {...props}
    />
  ),
);
OneTimeCodeInput.displayName = 'OneTimeCodeInput';

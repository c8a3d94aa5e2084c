import { forwardRef, type InputHTMLAttributes } from 'react';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { Input } from './input';
import { cn } from '@/lib/cn';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Whether the characters are shown. Owned by the form so one toggle can drive several fields. */
  visible: boolean;
  /** Renders the show/hide button inside this field; leave it out on fields that follow another's toggle. */
  onVisibleChange?: (visible: boolean) => void;
}

/** A password field whose visibility is controlled from outside (spec: one toggle shared between fields). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  ({ visible, onVisibleChange, className, ...props }, ref) => (
    <div className="relative">
      <Input
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={cn(onVisibleChange && 'pr-10', className)}
        {...props}
      />
      {onVisibleChange && (
        <button
          type="button"
          onClick={() => onVisibleChange(!visible)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center text-muted-foreground hover:text-foreground"
        >
          {visible ? (
            <EyeOff className="size-4" aria-hidden />
          ) : (
            <Eye className="size-4" aria-hidden />
          )}
        </button>
      )}
    </div>
  ),
);
PasswordInput.displayName = 'PasswordInput';

import { Button, type ButtonProps } from '@/components/ui/button';

/**
 * A form's submit button: while the request runs it says what is happening (`busyLabel`) and
 * cannot be pressed again. `disabled` adds the form's own reason to wait, e.g. a code not yet
 * complete.
 */
export function SubmitButton({
  busy,
  busyLabel,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}

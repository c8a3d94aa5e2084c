import { forwardRef, type ComponentType } from 'react';
import { Button, type ButtonProps } from './button';

export interface ActionButtonProps extends Omit<ButtonProps, 'size' | 'asChild'> {
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
}

/**
 * A small button that says its action in words after an icon (Reschedule, Cancel meeting,
 * Disconnect): outline unless told otherwise. It forwards its ref, so it can open a dialog.
 */
export const ActionButton = forwardRef<HTMLButtonElement, ActionButtonProps>(
  ({ icon: Icon, variant = 'outline', type = 'button', children, ...props }, ref) => (
    <Button ref={ref} type={type} variant={variant} size="sm" {...props}>
      <Icon aria-hidden />
      {children}
    </Button>
  ),
);
ActionButton.displayName = 'ActionButton';

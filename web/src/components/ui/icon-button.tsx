import { forwardRef, type ComponentType } from 'react';
import { Button, type ButtonProps } from './button';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'size' | 'asChild'> {
  /** The button's name for screen readers: the icon alone says nothing to them. */
  label: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
}

/**
 * A square button that shows only an icon (previous page, zoom in, move up, remove): outline
 * unless told otherwise, named by `label`. It forwards its ref, so it can open a dialog too.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(
  ({ label, icon: Icon, variant = 'outline', ...props }, ref) => (
    <Button ref={ref} variant={variant} size="icon" aria-label={label} {...props}>
      <Icon aria-hidden />
    </Button>
  ),
);
IconButton.displayName = 'IconButton';

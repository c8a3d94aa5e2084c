import { useState } from 'react';

/**
 * Whether a form's password fields show their characters, and the toggle's way to change it
 * (spec §2: one toggle shared between fields). A field that follows another's toggle takes only
 * `visible`.
 */
export interface PasswordVisibility {
  visible: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

/** Hidden at first; the toggle of a `PasswordInput` flips it. */
export function usePasswordVisibility() {
  const [visible, onVisibleChange] = useState(false);
  return { visible, onVisibleChange } satisfies PasswordVisibility;
}

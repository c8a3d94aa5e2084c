import type { FormEvent, ReactNode } from 'react';

/**
 * A form checked by its contract (lib/forms/use-contract-form.ts): the browser's own checks are
 * off, as the contract's messages are shown instead, and it is marked busy while its work runs.
 * It is named by `aria-label` or `aria-labelledby` where the screen holds more than one.
 */
export function ContractForm({
  onSubmit,
  busy,
  className = 'grid gap-4',
  children,
  ...name
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  busy: boolean;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <form
      className={className}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={busy}
      {...name}
    >
      {children}
    </form>
  );
}

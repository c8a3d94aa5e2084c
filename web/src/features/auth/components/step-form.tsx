import { useId, type FormEventHandler, type ReactNode } from 'react';

/**
 * A follow-up step of signing in or up (verify the e-mail, reset the password, enter the TOTP
 * code): a form named by its own heading, with a line that says what to do.
 */
export function StepForm({
  title,
  intro,
  onSubmit,
  children,
}: {
  title: string;
  intro: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby={titleId}>
      <div className="grid gap-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </div>
      {children}
    </form>
  );
}

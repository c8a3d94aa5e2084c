import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ContractForm } from '@/components/ui/contract-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ContractField } from '@/lib/forms/use-contract-form';

/**
 * One of the client's two answers, a titled region of its own holding its form: the client's
 * name, which every answer records, what else the answer asks, and its button.
 */
export function AnswerCard({
  title,
  description,
  onSubmit,
  busy,
  name,
  nameHint,
  children,
  submit,
}: {
  title: string;
  description: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  busy: boolean;
  name: ContractField;
  nameHint?: string;
  children?: ReactNode;
  /** The button: its icon (hidden from screen readers) and words, "…ing" while busy. */
  submit: { icon: ReactNode; label: string; busyLabel: string; outline?: boolean };
}) {
  const headingId = useId();
  return (
    <Card className="grid content-start gap-4 p-5" role="region" aria-labelledby={headingId}>
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <ContractForm onSubmit={onSubmit} busy={busy} aria-labelledby={headingId}>
        <FormField field={name} label="Your name" hint={nameHint}>
          {(control) => <Input {...control} autoComplete="name" />}
        </FormField>
        {children}
        <Button
          type="submit"
          variant={submit.outline ? 'outline' : 'default'}
          className="justify-self-start"
          disabled={busy}
        >
          {submit.icon}
          {busy ? submit.busyLabel : submit.label}
        </Button>
      </ContractForm>
    </Card>
  );
}

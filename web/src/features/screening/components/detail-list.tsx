import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { NOT_GIVEN } from '../lib/submission';

/** A list of "label value" pairs: two columns from `sm` up, stacked on phones. */
export function Fields({ children }: { children: ReactNode }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {children}
    </dl>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** Several choices as badges; "Not given" (or `empty`) when there are none. */
export function Tags({ values, empty = NOT_GIVEN }: { values: readonly string[]; empty?: string }) {
  if (values.length === 0) return <span className="text-muted-foreground">{empty}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li key={value}>
          <Badge variant="secondary" className="whitespace-normal">
            {value}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** A link that leaves the app: a new tab, without handing it this page. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-primary underline-offset-4 hover:underline"
    >
      {children}
    </a>
  );
}

/** An e-mail address that opens the mail client. */
export function MailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="break-all text-primary underline-offset-4 hover:underline"
    >
      {email}
    </a>
  );
}

/** One titled part of the submission, e.g. "Contact". */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 flex-1 gap-3">
      <h4 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h4>
      {children}
    </section>
  );
}

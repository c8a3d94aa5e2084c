import type { ReactNode } from 'react';
import { BackToHome } from '@/components/ui/back-to-home';
import { DocumentTitle } from '@/components/ui/document-title';
import { webConfig } from '@/config/web-config';
import { LegalSection } from './legal-text';

/**
 * A legal page (terms, privacy): the way home, its title (also the tab's), when it last changed
 * and its opening paragraph, then its sections.
 */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  children,
}: {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <DocumentTitle title={title} />
      <BackToHome variant="outline" size="sm" />

      <h1 className="mt-8 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated: {lastUpdated}</p>
      <p className="mt-6 leading-7 text-muted-foreground">{intro}</p>

      {children}
    </article>
  );
}

/** The product's contact address, as a link that starts an e-mail to it. */
export function LegalMail() {
  const { contactEmail } = webConfig();
  return (
    <a
      href={`mailto:${contactEmail}`}
      className="font-medium text-primary underline underline-offset-4"
    >
      {contactEmail}
    </a>
  );
}

/** The closing "Contact us": `question` asks what the page is about, then where to write. */
export function LegalContact({ question }: { question: string }) {
  return (
    <LegalSection id="contact" title="Contact us">
      <p>
        {question} E-mail <LegalMail /> and we will be glad to help.
      </p>
    </LegalSection>
  );
}

import { RETENTION } from '@contracts/account/retention';
import { Button } from '@/components/ui/button';
import { webConfig } from '@/config/web-config';
import { LegalContact, LegalMail, LegalPage } from '../components/legal-page';
import { LegalLink, LegalList, LegalSection } from '../components/legal-text';
import { COOKIE_CONSENT_KEY, resetCookieConsent, useCookieConsent } from '../lib/cookie-consent';

const LAST_UPDATED = '2 December 2026';

/** `/privacy`: the static privacy policy (spec §2). */
export default function PrivacyPage() {
  const { companyName } = webConfig();
  const consent = useCookieConsent();

  const link = (to: string, text: string) => <LegalLink to={to}>{text}</LegalLink>;
  const yourData = link('/account/data', 'Your data');

  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={LAST_UPDATED}
      intro={
        <>
          This policy explains what personal information vCISO Hub collects, why we collect it, how
          long we keep it and the choices and rights you have. We collect only what we need to run
          the service, and we never sell your personal information.
        </>
      }
    >
      <LegalSection id="who-we-are" title="Who we are">
        <p>
          vCISO Hub is a marketplace and professional hub that matches virtual and fractional
          security leaders with the companies that need them. It is owned and managed by{' '}
          {companyName}, which is responsible for your personal information as the data controller.
          You can reach us at any time at <LegalMail />.
        </p>
      </LegalSection>

      <LegalSection id="what-we-collect" title="What we collect">
        <p>Depending on how you use vCISO Hub, we collect:</p>
        <LegalList>
          <li>
            <strong>Account details:</strong> your e-mail address, a password (stored only in a
            protected, hashed form by our sign-in provider), your account identifier and, if you
            turn it on, your multi-factor authentication settings. If you sign in with Google,
            Microsoft or LinkedIn we receive your name and e-mail address from that provider.
          </li>
          <li>
            <strong>Application details:</strong> what you tell us when you apply as a professional,
            post a role or apply to our partner network — for example your name, contact details,
            country, photo, LinkedIn profile, experience, certifications, availability and rates, or
            your company’s details and requirements; and the notes our screeners write about your
            application, which are yours to read: you receive them with your data.
          </li>
          <li>
            <strong>Booking details:</strong> when someone books a meeting through a booking page we
            store their name, e-mail address, any notes, the chosen time and meeting platform. If
            you connect a Google or Microsoft calendar we store the connection and the times of your
            events so we can show availability.
          </li>
          <li>
            <strong>Documents:</strong> files you upload, the libraries you organise them in, the
            names and e-mail addresses of the people you ask to sign, the signature fields you place
            and a record of who did what and when.
          </li>
          <li>
            <strong>Work records:</strong> timesheet entries, rates and exports you create.
          </li>
          <li>
            <strong>Technical information:</strong> limited records such as IP address, browser type
            and request times, which our systems log to keep the service secure and working.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="why-we-use-it" title="Why we use it">
        <LegalList>
          <li>
            <strong>To provide the service you asked for</strong> — your account, booking pages,
            calendars, documents, signatures and timesheets (performance of our contract with you).
          </li>
          <li>
            <strong>To review applications and make matches</strong> — screening professionals and
            roles, arranging a conversation and introducing the right people (steps you asked us to
            take before entering a contract, and our legitimate interest in running an honest
            marketplace).
          </li>
          <li>
            <strong>To send the messages the service needs</strong> — booking confirmations,
            signature requests, exports and replies to your enquiries.
          </li>
          <li>
            <strong>To keep vCISO Hub secure</strong> — preventing fraud and abuse and investigating
            incidents (our legitimate interests).
          </li>
          <li>
            <strong>To meet legal obligations</strong> — for example keeping business records or
            answering lawful requests.
          </li>
          <li>
            <strong>To understand and improve the site</strong> — only through optional cookies, and
            only if you accept them.
          </li>
        </LegalList>
        <p>
          We share personal information only with the service providers that host and operate vCISO
          Hub (cloud hosting, storage and e-mail delivery), with the calendar providers you choose
          to connect, with the people you are matched with or send documents to, and where the law
          requires it. Our providers act on our instructions and under contracts that protect your
          information. Where information is processed outside the country you live in, we use
          recognised safeguards such as standard contractual clauses.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="How long we keep it">
        <LegalList>
          <li>
            <strong>Account details:</strong> while your account is open. When you close it on the{' '}
            {yourData} page, everything it holds is deleted at once, and within{' '}
            {RETENTION.closedAccountDays} days no copy remains in our backups: old versions of
            replaced or deleted documents are kept for {RETENTION.documentVersionDays} days and of
            photos for {RETENTION.photoVersionDays} days, so that a mistake can be undone, and
            backups of our database keep deleted records for {RETENTION.tableBackupDays} days.
          </li>
          <li>
            <strong>Application details:</strong> deleted {RETENTION.applicationMonths} months after
            the application last changed (our last contact with you), so that until then we can
            consider you for future matches. You can withdraw an application at any time on{' '}
            {link('/my/applications', 'My applications')}, which ends our review of it; closing your
            account deletes your applications at once.
          </li>
          <li>
            <strong>Booking details, documents and timesheets:</strong> until you or the account
            owner delete them, or the account is closed. Two kinds of record outlive a closed
            account, because they are the other party’s proof of what was agreed and are theirs as
            much as yours: a document that other people signed stays as their signed record, naming
            you (your name and e-mail address) as its sender; and a signature you put on someone
            else’s document stays in their record, whose audit trail shows your name, e-mail
            address, the time you signed and your IP address.
          </li>
          <li>
            <strong>Invoices and credit notes:</strong> the invoices and credit notes you issue are
            bookkeeping records that tax law requires to be kept for years. They are kept, with
            their PDFs, until the end of the {RETENTION.invoiceYears}th year after the year each was
            issued, also when you close your account; then they are deleted. After a closure they
            are kept apart from everything else, linked to no account, and used for nothing but that
            legal duty: each holds what it showed when it was issued (your and your client’s names,
            addresses and tax number, the lines and the totals).
          </li>
          <li>
            <strong>Data archives:</strong> an archive of your data that you ask for on the{' '}
            {yourData} page is kept for {RETENTION.dataExportDays} days, then deleted.
          </li>
          <li>
            <strong>Security logs:</strong> up to {RETENTION.securityLogMonths} months.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="your-rights" title="Your rights">
        <p>
          Under data protection law (including the UK GDPR and the EU GDPR) you have the right to:
        </p>
        <LegalList>
          <li>ask for a copy of the personal information we hold about you;</li>
          <li>have inaccurate information corrected;</li>
          <li>have your information deleted, or its use restricted;</li>
          <li>object to how we use your information, including for our legitimate interests;</li>
          <li>receive the information you gave us in a portable format;</li>
          <li>
            withdraw your consent at any time, where we rely on it (for example for optional
            cookies).
          </li>
        </LegalList>
        <p>
          You can download a copy of your data and close your account yourself, at any time, on the{' '}
          {yourData} page.
        </p>
        <p>
          To use any of these rights, e-mail <LegalMail />. We will answer within one month. You
          also have the right to complain to a data protection authority — in the United Kingdom,
          the Information Commissioner’s Office — though we would appreciate the chance to put
          things right first.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies and browser storage">
        <p>
          <strong>Necessary cookies and storage</strong> are always on, because the site cannot work
          without them: they keep you signed in, protect your session, and remember your light or
          dark theme and your cookie choice (stored in your browser under the name{' '}
          <code className="text-foreground">{COOKIE_CONSENT_KEY}</code>
          ).
        </p>
        <p>
          <strong>Optional cookies</strong> would help us understand how visitors use vCISO Hub so
          we can improve it. We use them only if you choose <strong>Accept All</strong> in the
          cookie banner. If you choose <strong>Decline Optional</strong> or close the banner, only
          necessary cookies are used.
        </p>
        <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            Your current choice:{' '}
            <strong>
              {consent === 'accepted'
                ? 'all cookies accepted'
                : consent === 'declined'
                  ? 'optional cookies declined'
                  : 'not chosen yet'}
            </strong>
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={resetCookieConsent}
            disabled={consent === null}
          >
            Change cookie preferences
          </Button>
        </div>
      </LegalSection>

      <LegalSection id="security" title="How we protect it">
        <p>
          Information is encrypted in transit and at rest, documents are stored privately and shared
          only through short-lived links, and access within our team is limited to people who need
          it. You can add an authenticator app to your account for multi-factor sign-in under
          Account Security.
        </p>
      </LegalSection>

      <LegalSection id="under-18" title="People under 18">
        <p>
          vCISO Hub is a professional service and is not intended for anyone under the age of 18. We
          do not knowingly collect personal information from people under 18. If you believe someone
          under 18 has given us personal information, please contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to this policy">
        <p>
          We may update this policy as the service changes. The date at the top shows when it last
          changed; if a change is significant we will tell signed-in users before it takes effect.
        </p>
      </LegalSection>

      <LegalContact question="Questions about this policy or your personal information?" />
    </LegalPage>
  );
}

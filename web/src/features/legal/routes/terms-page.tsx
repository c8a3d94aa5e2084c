import { RETENTION } from '@contracts/account/retention';
import { webConfig } from '@/config/web-config';
import { LegalContact, LegalMail, LegalPage } from '../components/legal-page';
import { LegalLink, LegalList, LegalSection } from '../components/legal-text';

const LAST_UPDATED = '6 December 2026';

/** `/terms`: the terms of service that every sign-in and sign-up form refers to. */
export default function TermsPage() {
  const { companyName } = webConfig();
  const privacy = <LegalLink to="/privacy">Privacy Policy</LegalLink>;
  const yourData = <LegalLink to="/account/data">Your data</LegalLink>;

  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated={LAST_UPDATED}
      intro={
        <>
          These terms are the agreement between you and {companyName}, which owns and manages vCISO
          Hub. They apply when you create an account, send an application or a role request, or use
          the tools for professionals. Please read them with our {privacy}, which explains how we
          handle personal information. If you do not agree with them, please do not use vCISO Hub.
        </>
      }
    >
      <LegalSection id="the-service" title="What vCISO Hub is">
        <p>
          vCISO Hub matches virtual and fractional security leaders with the companies that need
          them, and welcomes partner firms to its network. We read every application and every role
          request, hold a conversation where one helps, and introduce people we believe fit.
        </p>
        <p>
          Professionals also get tools for their own practice: booking pages and calendars,
          timesheets and a timer, client approval of timesheets, invoices and credit notes, and
          document libraries with electronic signatures.
        </p>
      </LegalSection>

      <LegalSection id="your-account" title="Your account">
        <LegalList>
          <li>You must be at least 18 and able to enter into a contract to use vCISO Hub.</li>
          <li>
            Give us accurate information and keep it up to date, including the details of your
            professional profile that appear on your booking pages, mails and invoices.
          </li>
          <li>
            Keep your password to yourself and turn on multi-factor sign-in under Account Security.
            You are responsible for what happens under your account; tell us at once at{' '}
            <LegalMail /> if you think someone else has used it.
          </li>
          <li>An account is for one person. Do not share it or create one for somebody else.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="matching" title="Applications, roles and matches">
        <LegalList>
          <li>
            What you tell us in an application or a role request must be true and yours to share. We
            may ask questions, decline an application, or stop considering one, at our discretion.
          </li>
          <li>
            A match is our honest judgement, not a guarantee: we do not promise that a role will be
            filled, that a professional will be available, or that an engagement will succeed.
          </li>
          <li>
            The engagement that follows an introduction — its scope, availability, rates and
            confidentiality — is agreed directly between the company and the professional. vCISO Hub
            is not a party to it and is not the employer of any professional.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="professional-tools" title="Tools for professionals">
        <LegalList>
          <li>
            <strong>Booking pages and calendars:</strong> you decide when you are available and
            which calendars you connect. Connecting a Google or Microsoft calendar is done through
            that provider and is subject to its own terms.
          </li>
          <li>
            <strong>Timesheets and invoices:</strong> you are the seller on the invoices you issue.
            You are responsible for their content, for your tax details and for the tax you charge.
            An issued invoice cannot be edited or deleted; it is corrected with a credit note. We
            keep issued invoices and credit notes for {RETENTION.invoiceYears} years after the end
            of the year they were issued in, even after your account is closed, because the law asks
            for bookkeeping records to be kept.
          </li>
          <li>
            <strong>Documents and signatures:</strong> upload and send only documents you have the
            right to share. Electronic signatures are recognised for most agreements, but some
            documents need another form of signature in some countries; choosing the right one for
            your document is yours to do. A document that others have signed stays in their records.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="acceptable-use" title="Acceptable use">
        <p>When you use vCISO Hub, you agree not to:</p>
        <LegalList>
          <li>break the law, or help anyone else to;</li>
          <li>
            send spam or misleading messages through booking pages, signing requests or invoices;
          </li>
          <li>upload malware, or content that is unlawful, infringing or abusive;</li>
          <li>
            test, scan or probe our security without our written permission — if you find a
            vulnerability, please report it to <LegalMail /> and give us time to fix it;
          </li>
          <li>
            copy the service or its content in bulk, or reach it by automated means other than our
            published pages;
          </li>
          <li>pretend to be someone else, or misrepresent your experience or your company.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="your-content" title="Your content">
        <p>
          What you upload or write stays yours. You give us the permission we need to host, store,
          copy and show it, only to provide the service to you and to the people you share it with —
          for example the clients who book you or the signers of your documents. You can download a
          copy of your data at any time on the {yourData} page.
        </p>
      </LegalSection>

      <LegalSection id="insights" title="Insights articles">
        <p>
          The articles of the Insights Hub share perspectives on security leadership. They are
          general information, not professional advice for your situation.
        </p>
      </LegalSection>

      <LegalSection id="availability" title="Availability and changes to the service">
        <p>
          We work to keep vCISO Hub available and secure, but we cannot promise it will always be
          uninterrupted or free of errors. We may change, add or remove features; if a change takes
          away something you rely on, we will tell signed-in users in good time.
        </p>
      </LegalSection>

      <LegalSection id="liability" title="Our responsibility to you">
        <p>
          Nothing in these terms limits liability that the law does not allow to be limited, such as
          for death or personal injury caused by negligence, or for fraud. Otherwise, we are not
          responsible for losses that were not foreseeable, for business losses such as lost profit
          or opportunity, or for the acts of the people you meet or work with through vCISO Hub. If
          you use vCISO Hub as a consumer, you keep every right the law gives you.
        </p>
      </LegalSection>

      <LegalSection id="ending" title="Ending your use of vCISO Hub">
        <p>
          You can close your account at any time on the {yourData} page. We may suspend or close an
          account that breaks these terms, after telling you why unless the law or the safety of
          others prevents it. When an account closes, its data is deleted as the {privacy} explains,
          except the records that must outlive it, such as issued invoices and documents other
          people signed.
        </p>
      </LegalSection>

      <LegalSection id="law" title="Law and disputes">
        <p>
          These terms are governed by the law of England and Wales, and its courts may settle any
          dispute about them. If you live elsewhere as a consumer, you may also rely on the
          protections of the law where you live and bring a claim in your local courts. Before that,
          please write to us: most problems are solved quickly that way.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to these terms">
        <p>
          We may update these terms as the service changes. The date at the top shows when they last
          changed; if a change is significant we will tell signed-in users before it takes effect.
          Using vCISO Hub after that means you accept the new terms.
        </p>
      </LegalSection>

      <LegalContact question="Questions about these terms?" />
    </LegalPage>
  );
}

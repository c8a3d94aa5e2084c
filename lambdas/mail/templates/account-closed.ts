import { renderMail, type RenderedMail } from '../render';

export interface AccountClosedView {
  /** Invoices are kept until the end of this year after the year each was issued. */
  invoiceYears: number;
  /** Backup copies expire within this many days. */
  closedAccountDays: number;
  /** The privacy notice's retention section. */
  retentionUrl: string;
}

/** The former account holder's notice that the closure they asked for is done, and what stays. */
export function accountClosed(view: AccountClosedView): RenderedMail {
  const opening =
    'As you asked, your vCISO Hub account is closed and everything it held is deleted: booking pages and their meetings, time entries, documents, libraries, templates, applications and photos. The calendars you had connected no longer grant vCISO Hub any access.';
  return renderMail({
    subject: 'Your vCISO Hub account is closed',
    preview: 'As you asked, your vCISO Hub account is closed and everything it held is deleted.',
    lines: [
      'Hello,',
      '',
      opening,
      '',
      `What remains: documents that other people signed stay as their signed record, and your signatures on other people's documents stay in theirs. The invoices and credit notes you issued are bookkeeping records the law asks us to keep: they stay, with their PDFs and apart from everything else, until the end of the ${view.invoiceYears}th year after the year each was issued, then they are deleted. Copies in our backups expire within ${view.closedAccountDays} days.`,
    ],
    action: {
      intro: 'Details:',
      label: 'What is kept, and for how long',
      url: view.retentionUrl,
    },
  });
}

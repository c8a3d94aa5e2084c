import { renderMail, type RenderedMail } from '../render';

export interface ClientInvoiceSentView {
  /** "Invoice" or "Credit note". */
  kind: string;
  reference: string;
  /** Who it is from: the profile's name, with the company when there is one. */
  issuer: string;
  pageName: string;
  /** The period it bills, e.g. "1–31 January 2030". */
  period: string;
  /** The total, already written in its currency. */
  total: string;
  /** An invoice's due date; a credit note's cancelled invoice instead. */
  terms: { dueDate: string } | { credits: string };
}

/** An invoice or credit note, sent to the client's billing address with its PDF attached. */
export function clientInvoiceSent(view: ClientInvoiceSentView): RenderedMail {
  const opening = `Attached is ${view.kind.toLowerCase()} ${view.reference} from ${view.issuer} for ${view.pageName}, ${view.period}.`;
  return renderMail({
    subject: `${view.kind} ${view.reference} from ${view.issuer}`,
    preview: opening,
    lines: [
      opening,
      '',
      'dueDate' in view.terms
        ? `Total due: ${view.total}, by ${view.terms.dueDate}.`
        : `It cancels invoice ${view.terms.credits} in full: ${view.total}.`,
    ],
  });
}

/**
 * How many of each mailing action one account may take per UTC day, so a signed-in account
 * cannot be used to mail strangers in bulk. Past a limit the request is answered 429 with the
 * kind's message and nothing is stored or mailed (docs/decisions.md, "Nobody mails strangers
 * through the product").
 */
export const DAILY_LIMITS = {
  /** Timesheet exports that mail the file to an address. */
  mailedExports: 20,
  /** Invoices and credit notes mailed as a PDF, when issued or sent again. */
  mailedInvoices: 20,
  /** Signers mailed a signing link, by sending a document or sending a link again. */
  signingRequests: 100,
  /** Applications submitted (each mails a receipt and the administrators' notice). */
  submissions: 10,
  /** Archives of all of an account's data (each reads everything the account holds). */
  dataExports: 5,
  /** Timesheet periods mailed to a client for approval (submitting or sending the link again). */
  approvalRequests: 20,
} as const;

export type DailyLimitKind = keyof typeof DAILY_LIMITS;

export const dailyLimitMessages: Record<DailyLimitKind, string> = {
  mailedExports: "You have reached today's limit of mailed exports. Try again tomorrow.",
  mailedInvoices: "You have reached today's limit of mailed invoices. Try again tomorrow.",
  signingRequests: "You have reached today's limit of signing requests. Try again tomorrow.",
  submissions: "You have reached today's limit of submissions. Try again tomorrow.",
  dataExports: "You have reached today's limit of data archives. Try again tomorrow.",
  approvalRequests: "You have reached today's limit of approval requests. Try again tomorrow.",
};

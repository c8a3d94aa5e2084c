import { CURRENCIES, DEFAULT_CURRENCY } from '@domain/timesheets/money';
import * as z from 'zod';
import { PAGE_SIZES, ZPageOf, ZPageQuery } from '../paging';
import { optionalText, requiredText } from '../text-fields';
import { ZPaymentTerms, ZTaxRate } from '../timesheets/billing';

/**
 * A client: an organisation a professional works for, with the details its invoices print (name,
 * address, tax id), the money terms every one of its booking pages bills by (currency, tax rate,
 * payment terms) and its contacts. A booking page linked to a client bills that client; the
 * page's billing settings screen edits the client's details (`contracts/timesheets/billing.ts`).
 */

export const CLIENT_NAME_MAX = 200;
export const CLIENT_ADDRESS_MAX = 500;
export const CLIENT_TAX_ID_MAX = 50;
export const CONTACT_NAME_MAX = 200;
export const CONTACT_EMAIL_MAX = 254;
/** Contacts of one client: a handful in practice; the cap keeps a client one small item. */
export const MAX_CONTACTS = 20;
/**
 * Booking pages that bill one client. A change of the client rewrites each page's copy of its
 * details in the same transaction as the client itself, and a transaction holds at most 100
 * writes; the cap keeps that, with room to spare, to one transaction.
 */
export const MAX_CLIENT_PAGES = 50;

/**
 * approver: approves the consultant's periods and signs letters (the first approver gets the
 * approval mails); finance: receives invoices; viewer: sees the work, decides nothing.
 */
export const CONTACT_ROLES = ['approver', 'finance', 'viewer'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];
export const contactRoleLabels: Record<ContactRole, string> = {
  approver: 'Approver',
  finance: 'Finance',
  viewer: 'Viewer',
};

export const clientMessages = {
  notFound: 'Client not found',
  name: 'Client name is required',
  contactEmail: 'Please enter a valid email address for each contact',
  contactRole: 'Each contact needs a role: approver, finance or viewer',
  /** 400: one person is one contact. */
  contactTwice: 'Each contact needs an email address of their own',
  tooManyContacts: `A client can have at most ${MAX_CONTACTS} contacts`,
  /** 400: the client approves the consultant's time, so no contact is the consultant. */
  contactIsYou:
    "A contact's email address cannot be your own: enter the address of the person at the client",
  /** 409: amounts already logged are in the client's currency, so it stays. */
  currencyLocked:
    "The currency cannot be changed once time has been logged on one of this client's booking pages",
  /** 409 on delete: pages that bill the client would lose their client details. */
  hasBookingPages:
    'This client still has booking pages: link them to another client before deleting it',
  /** 409 on link: every page's copy of the client is rewritten in one transaction. */
  tooManyBookingPages: `A client can have at most ${MAX_CLIENT_PAGES} booking pages: link this page to another client`,
  /** 409 on delete: an engagement, a draft too, names the client and addresses its letters. */
  hasEngagements:
    'This client has engagements, which keep it: only a client without any can be deleted',
  created: 'Client added',
  saved: 'Client saved',
  deleted: 'Client deleted',
  linked: 'Booking page linked',
  loadFailed: 'Error loading clients',
  saveFailed: 'Error saving client',
  /** A body that is not the form's fields at all. */
  invalid: "Please fill in the client's details",
} as const;

export const ZContact = z.object(
  {
    name: optionalText('Contact name', CONTACT_NAME_MAX),
    email: z
      .string(clientMessages.contactEmail)
      .trim()
      .max(CONTACT_EMAIL_MAX, clientMessages.contactEmail)
      .pipe(z.email(clientMessages.contactEmail)),
    role: z.enum(CONTACT_ROLES, clientMessages.contactRole),
  },
  clientMessages.invalid,
);
export type TContact = z.output<typeof ZContact>;

/** `POST /api/clients` and `PUT /api/clients/{id}`: the client form, saved as a whole. */
export const ZSaveClient = z.object(
  {
    name: requiredText(clientMessages.name, 'Client name', CLIENT_NAME_MAX),
    /** Several lines, printed on invoices as typed. */
    address: optionalText('Client address', CLIENT_ADDRESS_MAX),
    /** A VAT number or the like, printed on invoices when given. */
    taxId: optionalText('Tax id', CLIENT_TAX_ID_MAX),
    currency: z.enum(CURRENCIES, 'Please choose a currency').default(DEFAULT_CURRENCY),
    taxRate: ZTaxRate,
    paymentTermsDays: ZPaymentTerms,
    contacts: z
      .array(ZContact, clientMessages.invalid)
      .max(MAX_CONTACTS, clientMessages.tooManyContacts)
      .optional()
      .default([])
      .refine(
        (contacts) => new Set(contacts.map((c) => c.email.toLowerCase())).size === contacts.length,
        clientMessages.contactTwice,
      ),
  },
  clientMessages.invalid,
);
export type TSaveClient = z.input<typeof ZSaveClient>;
export type TSaveClientParsed = z.output<typeof ZSaveClient>;

/** A booking page that bills the client, as the client's screen lists it. */
export const ZClientBookingPage = z.object({ id: z.uuid(), title: z.string() });

/** `GET /api/clients/{id}` and the answer of every write: the client as saved. */
export const ZClient = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  taxId: z.string(),
  currency: z.enum(CURRENCIES),
  /** Percent with two decimals, `'20.00'`. */
  taxRate: z.string(),
  paymentTermsDays: z.number().int(),
  contacts: z.array(z.object({ name: z.string(), email: z.string(), role: z.enum(CONTACT_ROLES) })),
  bookingPages: z.array(ZClientBookingPage),
  /** Time has been logged on one of its pages: the currency can no longer change. */
  currencyLocked: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TClient = z.infer<typeof ZClient>;

/** `GET /api/clients`: the owner's clients by name, a page at a time. */
export const ZClientList = ZPageOf(
  'clients',
  ZClient.pick({ id: true, name: true, currency: true, createdAt: true }).extend({
    /** How many contacts and booking pages the client has, for the list's line. */
    contactCount: z.number().int(),
    bookingPageCount: z.number().int(),
  }),
);
export const ZClientListQuery = ZPageQuery(PAGE_SIZES.clients);
export type TClientList = z.infer<typeof ZClientList>;
export type TClientSummary = TClientList['clients'][number];

export const ZClientParams = z.object({ id: z.uuid(clientMessages.notFound) });

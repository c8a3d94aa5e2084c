import { invoiceRoutes } from '@contracts/invoices/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { invoicesDeps } from './deps';

export const handler = dispatchRoutes(invoicesDeps, invoiceRoutes, {
  issueInvoice: () => import('./issue-invoice').then((m) => m.issueInvoice),
  invoicePreview: () => import('./invoice-preview').then((m) => m.invoicePreview),
  listInvoices: () => import('./list-invoices').then((m) => m.listInvoices),
  getInvoice: () => import('./get-invoice').then((m) => m.getInvoice),
  sendInvoice: () => import('./send-invoice').then((m) => m.sendInvoice),
  recordPayment: () => import('./record-payment').then((m) => m.recordPayment),
  clearPayment: () => import('./record-payment').then((m) => m.clearPayment),
  creditInvoice: () => import('./credit-invoice').then((m) => m.creditInvoice),
});

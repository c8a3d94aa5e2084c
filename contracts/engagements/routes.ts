import { bookingPageMessages } from '../booking/booking-page';
import { defineRoutes } from '../route';
import { ZBudgetQuery, ZEngagementBudget } from './budget';
import {
  engagementMessages,
  ZEngagement,
  ZEngagementList,
  ZEngagementListQuery,
  ZEngagementPageParams,
  ZEngagementParams,
  ZChangeOrder,
  ZSaveEngagement,
  ZSendLetter,
} from './engagement';

const engagementNotFound = engagementMessages.notFound;
const pageNotFound = { id: engagementNotFound, bookingPageId: bookingPageMessages.notFound };

/**
 * Engagements: the work each consultant agrees with their clients. A draft's terms are the
 * consultant's to change; once its letter is out, only a signed letter changes them. Every route
 * is the signed-in owner's own: another owner's engagement is not found, and a client named in a
 * body or a filter must be one of the owner's (a field error of `clientId` otherwise).
 */
export const engagementRoutes = defineRoutes('engagements', {
  list: {
    method: 'GET',
    path: '/api/engagements',
    access: 'user',
    summary: "The owner's engagements, or one client's, newest first, a page at a time",
    query: ZEngagementListQuery,
    response: ZEngagementList,
  },
  create: {
    method: 'POST',
    path: '/api/engagements',
    access: 'user',
    summary: 'Drafts an engagement with one of the owner’s clients',
    body: ZSaveEngagement,
    response: ZEngagement,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/api/engagements/{id}',
    access: 'user',
    summary: "One of the owner's engagements with its terms, workstreams and letters",
    params: ZEngagementParams,
    notFound: engagementNotFound,
    response: ZEngagement,
  },
  update: {
    method: 'PUT',
    path: '/api/engagements/{id}',
    access: 'user',
    summary: "Saves a draft engagement's details and proposed terms (409 once its letter is out)",
    params: ZEngagementParams,
    notFound: engagementNotFound,
    body: ZSaveEngagement,
    response: ZEngagement,
  },
  sendLetter: {
    method: 'POST',
    path: '/api/engagements/{id}/letter',
    access: 'user',
    summary:
      "Draws a draft's engagement letter from its proposed terms and sends it for signature to the client's approver and the owner (409 unless a draft; 400 without an approver)",
    params: ZEngagementParams,
    notFound: engagementNotFound,
    body: ZSendLetter,
    response: ZEngagement,
  },
  changeOrder: {
    method: 'POST',
    path: '/api/engagements/{id}/change-orders',
    access: 'user',
    summary:
      "Sends a change order amending an active engagement's terms from a date for signature (409 unless active, or while a letter is out)",
    params: ZEngagementParams,
    notFound: engagementNotFound,
    body: ZChangeOrder,
    response: ZEngagement,
  },
  linkBookingPage: {
    method: 'PUT',
    path: '/api/engagements/{id}/booking-pages/{bookingPageId}',
    access: 'user',
    summary:
      "Links one of the client's booking pages: its meetings and time count against the engagement (409 for another client's page)",
    params: ZEngagementPageParams,
    notFound: pageNotFound,
    response: ZEngagement,
  },
  unlinkBookingPage: {
    method: 'DELETE',
    path: '/api/engagements/{id}/booking-pages/{bookingPageId}',
    access: 'user',
    summary: 'Unlinks a booking page: its time no longer counts against the engagement',
    params: ZEngagementPageParams,
    notFound: pageNotFound,
    response: ZEngagement,
  },
  budget: {
    method: 'GET',
    path: '/api/engagements/{id}/budget',
    access: 'user',
    summary:
      "A month's budget: hours agreed (with those carried in), used by the linked pages' meetings and entries, remaining, beyond, by workstream",
    params: ZEngagementParams,
    notFound: engagementNotFound,
    query: ZBudgetQuery,
    response: ZEngagementBudget,
  },
  delete: {
    method: 'DELETE',
    path: '/api/engagements/{id}',
    access: 'user',
    summary: 'Deletes a draft engagement (409 once its letter is out)',
    params: ZEngagementParams,
    notFound: engagementNotFound,
  },
});

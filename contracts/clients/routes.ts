import * as z from 'zod';
import { bookingPageMessages } from '../booking/booking-page';
import { defineRoutes } from '../route';
import {
  clientMessages,
  ZClient,
  ZClientList,
  ZClientListQuery,
  ZClientParams,
  ZSaveClient,
} from './client';

/** `{id}` names a client, `{bookingPageId}` one of the owner's booking pages. */
const ZClientPageParams = ZClientParams.extend({
  bookingPageId: z.uuid(bookingPageMessages.notFound),
});

const clientNotFound = clientMessages.notFound;

/**
 * Clients: each consultant's client organisations, their contacts, and which booking pages bill
 * them. Every route is the signed-in owner's own: another owner's client is not found.
 */
export const clientRoutes = defineRoutes('clients', {
  list: {
    method: 'GET',
    path: '/api/clients',
    access: 'user',
    summary: "The owner's clients by name, a page at a time",
    query: ZClientListQuery,
    response: ZClientList,
  },
  create: {
    method: 'POST',
    path: '/api/clients',
    access: 'user',
    summary: 'Adds a client',
    body: ZSaveClient,
    response: ZClient,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/api/clients/{id}',
    access: 'user',
    summary: "One of the owner's clients with its contacts and booking pages",
    params: ZClientParams,
    notFound: clientNotFound,
    response: ZClient,
  },
  update: {
    method: 'PUT',
    path: '/api/clients/{id}',
    access: 'user',
    summary: "Saves a client's details; every booking page that bills it bills by them",
    params: ZClientParams,
    notFound: clientNotFound,
    body: ZSaveClient,
    response: ZClient,
  },
  delete: {
    method: 'DELETE',
    path: '/api/clients/{id}',
    access: 'user',
    summary: 'Deletes a client that no booking page bills (409 while one does)',
    params: ZClientParams,
    notFound: clientNotFound,
  },
  linkBookingPage: {
    method: 'PUT',
    path: '/api/clients/{id}/booking-pages/{bookingPageId}',
    access: 'user',
    summary: 'Makes one of the owner’s booking pages bill this client',
    params: ZClientPageParams,
    notFound: { id: clientNotFound, bookingPageId: bookingPageMessages.notFound },
    response: ZClient,
  },
});

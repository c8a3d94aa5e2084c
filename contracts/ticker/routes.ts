import { defineRoutes } from '../route';
import {
  tickerMessages,
  ZAddTickerMessage,
  ZPublicTickerMessageList,
  ZPublicTickerQuery,
  ZReorderTicker,
  ZSetTickerActive,
  ZTickerId,
  ZTickerMessage,
  ZTickerMessageList,
} from './ticker-message';

/** Ticker: active messages for the landing page, management for admins. */
export const tickerRoutes = defineRoutes('ticker', {
  listActive: {
    method: 'GET',
    path: '/api/ticker',
    access: 'public',
    summary: 'The active ticker messages, in display order',
    query: ZPublicTickerQuery,
    response: ZPublicTickerMessageList,
  },
  list: {
    method: 'GET',
    path: '/api/admin/ticker',
    access: 'admin',
    summary: 'Every ticker message, active or not, in display order',
    response: ZTickerMessageList,
  },
  add: {
    method: 'POST',
    path: '/api/admin/ticker',
    access: 'admin',
    summary: 'Adds an active message at the end of the order',
    body: ZAddTickerMessage,
    response: ZTickerMessage,
    status: 201,
  },
  reorder: {
    method: 'PUT',
    path: '/api/admin/ticker/order',
    access: 'admin',
    summary: 'Saves the full new order (every message once); answers the list as stored',
    body: ZReorderTicker,
    response: ZTickerMessageList,
  },
  setActive: {
    method: 'PATCH',
    path: '/api/admin/ticker/{id}',
    access: 'admin',
    summary: 'Shows (active) or hides a message on the landing page',
    params: ZTickerId,
    notFound: tickerMessages.notFound,
    body: ZSetTickerActive,
    response: ZTickerMessage,
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/ticker/{id}',
    access: 'admin',
    summary: 'Deletes a ticker message',
    params: ZTickerId,
    notFound: tickerMessages.notFound,
  },
});

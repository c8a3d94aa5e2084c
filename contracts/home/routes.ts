import { defineRoutes } from '../route';
import { ZHomeClients, ZHomeQuery } from './client-overview';

/** The signed-in home's views: read only, the caller's own. */
export const homeRoutes = defineRoutes('home', {
  clients: {
    method: 'GET',
    path: '/api/home/clients',
    access: 'user',
    summary:
      "Per client: the next session, days since the last against the agreed cadence, this month's burn, documents awaiting signature, periods awaiting approval and invoices past due",
    query: ZHomeQuery,
    response: ZHomeClients,
  },
});

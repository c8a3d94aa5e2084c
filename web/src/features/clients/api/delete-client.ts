import { clientRoutes } from '@contracts/clients/routes';
import { callApi } from '@/lib/call-api';

/** Deletes a client; 409 while a booking page still bills it. */
export const deleteClient = (id: string) => callApi(clientRoutes.delete, { params: { id } });

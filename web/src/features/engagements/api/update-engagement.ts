import type { TSaveEngagementParsed } from '@contracts/engagements/engagement';
import { engagementRoutes } from '@contracts/engagements/routes';
import { callApi } from '@/lib/call-api';

/**
 * Saves a draft's details and proposed terms as a whole. Once its letter is out the server
 * answers 409: the terms then change only by a signed letter.
 */
export const updateEngagement = (id: string, engagement: TSaveEngagementParsed) =>
  callApi(engagementRoutes.update, {
    params: { id },
    body: engagement,
    schema: engagementRoutes.update.response,
  });

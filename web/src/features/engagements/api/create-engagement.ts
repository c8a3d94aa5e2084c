import type { TSaveEngagementParsed } from '@contracts/engagements/engagement';
import { engagementRoutes } from '@contracts/engagements/routes';
import { callApi } from '@/lib/call-api';

/** Drafts an engagement with one of the owner's clients; answers it as saved, with its new id. */
export const createEngagement = (engagement: TSaveEngagementParsed) =>
  callApi(engagementRoutes.create, {
    body: engagement,
    schema: engagementRoutes.create.response,
  });

import type { TLinkedInProfileRequest } from '@contracts/applications/linkedin-profile';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/** Starts "Quick Fill with LinkedIn" for the signed-in user: LinkedIn's consent screen. */
export const authorizeLinkedIn = () =>
  callApi(applicationRoutes.authorizeLinkedIn, {
    schema: applicationRoutes.authorizeLinkedIn.response,
  });

/** The profile LinkedIn shared, for the code and state it sent back (used once). */
export const fetchLinkedInProfile = (body: TLinkedInProfileRequest) =>
  callApi(applicationRoutes.getLinkedInProfile, {
    body,
    schema: applicationRoutes.getLinkedInProfile.response,
  });

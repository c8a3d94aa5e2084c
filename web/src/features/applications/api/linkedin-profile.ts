import {
  ZLinkedInAuthorize,
  ZLinkedInProfile,
  type TLinkedInProfileRequest,
} from '@contracts/applications/linkedin-profile';
import { apiFetch } from '@/lib/api-client';

/** Starts "Quick Fill with LinkedIn" for the signed-in user: LinkedIn's consent screen. */
export const authorizeLinkedIn = () =>
  apiFetch('/api/linkedin/authorize', { method: 'POST', schema: ZLinkedInAuthorize });

/** The profile LinkedIn shared, for the code and state it sent back (used once). */
export const fetchLinkedInProfile = (body: TLinkedInProfileRequest) =>
  apiFetch('/api/linkedin/profile', { method: 'POST', body, schema: ZLinkedInProfile });

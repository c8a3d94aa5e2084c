import type {
  TLinkedInProfile,
  TLinkedInProfileRequest,
} from '@contracts/applications/linkedin-profile';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { linkedInMessages as m } from './linkedin-messages';
import { keepLinkedInProfile, takeProfileReturn } from './linkedin-profile-return';
import type { NoteStorage } from './linkedin-return';

/** LinkedIn's `error` when the member pressed Cancel on its sign-in or consent screen. */
const CANCELLED = new Set(['user_cancelled_login', 'user_cancelled_authorize']);

export interface CallbackOutcome {
  /** The form to go back to. */
  path: string;
  /** Why nothing will be filled in (for the toast); absent when the profile is kept for the form. */
  failure?: string;
}

/**
 * The return from LinkedIn (`/linkedin/callback?code&state`, or `?error`): the profile is asked
 * of the API once and kept for the form in `storage`, and the outcome says where to go back to.
 * LinkedIn's own `error_description` is never shown: anyone can write it into a link.
 */
export async function completeLinkedInCallback(
  search: string,
  deps: {
    fetchProfile: (body: TLinkedInProfileRequest) => Promise<TLinkedInProfile>;
    storage: NoteStorage | undefined;
    now: number;
  },
): Promise<CallbackOutcome> {
  const params = new URLSearchParams(search);
  const path = takeProfileReturn(deps.storage, deps.now);
  const fail = (failure: string): CallbackOutcome => ({ path, failure });
  const error = params.get('error');
  if (error) return fail(CANCELLED.has(error) ? m.cancelled : m.notCompleted);
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return fail(m.notCompleted);
  // Without storage the profile could not reach the form: the state is not spent for nothing.
  if (!deps.storage) return fail(m.profileMissing);

  let profile: TLinkedInProfile;
  try {
    profile = await deps.fetchProfile({ code, state });
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 401) return fail(m.signedOut);
    return fail(errorMessage(failure, m.failedDescription));
  }
  try {
    keepLinkedInProfile(deps.storage, profile, deps.now);
  } catch {
    return fail(m.profileMissing);
  }
  return { path };
}

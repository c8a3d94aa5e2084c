import { SIGN_UP_PATH } from '@/features/auth/auth-links';
import { useSession } from '@/features/auth/session';

/**
 * Where the landing page's calls to action lead, depending on whether the visitor is signed in
 * (spec §2). Get Started opens Sign Up. Post a Role opens the role form either way, like Apply as
 * CISO and Partner With Us: a visitor reads what is asked, and what they type is kept while they
 * sign up or sign in to send it.
 */
export function useLandingLinks() {
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  return {
    /** While the session loads the signed-in variant is unknown; callers keep the space but hide the buttons. */
    loading: status === 'loading',
    primary: signedIn
      ? { label: 'Apply as a Virtual CISO', to: '/apply-ciso' }
      : { label: 'Get Started', to: SIGN_UP_PATH },
    postRole: '/post-role',
  };
}

import { useSession } from '@/features/auth/session';

/** Where the landing page's calls to action lead, depending on whether the visitor is signed in (spec §2). */
export function useLandingLinks() {
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  return {
    /** While the session loads the signed-in variant is unknown; callers keep the space but hide the buttons. */
    loading: status === 'loading',
    primary: signedIn
      ? { label: 'Apply as a Virtual CISO', to: '/apply-ciso' }
      : { label: 'Get Started', to: '/auth' },
    postRole: signedIn ? '/post-role' : '/auth',
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchUserAttributes, signInWithRedirect } from 'aws-amplify/auth';
import { webConfig } from '@/config/web-config';
import { useSession } from '@/features/auth/session';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { forgetLinkedInReturn, rememberLinkedInReturn } from '../linkedin-return';
import { linkedInMessages as m } from './linkedin-messages';
import { loadLinkedInFill, type LinkedInFill } from './linkedin-prefill';
import { isLinkedInUser } from './linkedin-profile';
import { wantsLinkedInPrefill } from './linkedin-return';

const failed = (description: string) => toast.error(m.failed, { description });

/**
 * "Quick Fill with LinkedIn" (spec §2, §7 linkedin_oidc): signs in with LinkedIn and, back on the
 * form, hands `apply` the name, e-mail and photo of the profile. A user already signed in through
 * LinkedIn is filled at once, without leaving the page.
 */
export function useLinkedInQuickFill(apply: (fill: LinkedInFill) => void) {
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const handledReturn = useRef(false);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });

  const fill = useCallback(async () => {
    setWorking(true);
    try {
      const filled = await loadLinkedInFill();
      applyRef.current(filled);
      toast.success(m.filled, { description: m.filledDescription });
      if (filled.profile.pictureUrl && !filled.photo) toast.info(m.noPhoto);
    } catch (error) {
      failed(errorMessage(error, m.failedDescription));
    } finally {
      setWorking(false);
    }
  }, []);

  // Back from LinkedIn: the sign-in return page sent the user here with the fill request.
  const returned = wantsLinkedInPrefill(location.state);
  useEffect(() => {
    if (!returned || handledReturn.current || status === 'loading') return;
    handledReturn.current = true;
    // The request is used once; a reload of the page does not fill again.
    void navigate(location.pathname, { replace: true, state: null });
    if (status === 'signedIn') void fill();
    else failed(m.notCompleted);
  }, [returned, status, fill, navigate, location.pathname]);

  const start = async () => {
    const config = webConfig();
    if (!config.oauthDomain || !config.federatedProviders.includes('LinkedIn')) {
      failed(m.notConfigured);
      return;
    }
    if (status === 'signedIn') {
      // Signed in already: through LinkedIn the profile is at hand; another account would first
      // have to sign out, since LinkedIn cannot be added to a session.
      const linkedIn = await fetchUserAttributes().then(isLinkedInUser, (error: unknown) => {
        failed(errorMessage(error, m.failedDescription));
        return undefined;
      });
      if (linkedIn) await fill();
      else if (linkedIn === false) failed(m.otherAccount);
      return;
    }
    setWorking(true);
    toast.info(m.redirecting, { description: m.redirectingDescription });
    rememberLinkedInReturn();
    try {
      // The browser leaves for LinkedIn; the button stays busy until it does.
      await signInWithRedirect({ provider: { custom: 'LinkedIn' } });
    } catch (error) {
      forgetLinkedInReturn();
      failed(errorMessage(error, m.failedDescription));
      setWorking(false);
    }
  };

  return { start, working };
}

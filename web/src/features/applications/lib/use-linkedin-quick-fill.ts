import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInWithRedirect } from 'aws-amplify/auth';
import { webConfig } from '@/config/web-config';
import { useSession } from '@/features/auth/session';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { authorizeLinkedIn } from '../api/linkedin-profile';
import { forgetLinkedInReturn, rememberLinkedInReturn } from '../linkedin-return';
import { leaveFor } from './leave-for';
import { linkedInMessages as m } from './linkedin-messages';
import { linkedInProfileFill, loadLinkedInFill, type LinkedInFill } from './linkedin-prefill';
import {
  forgetProfileReturn,
  rememberProfileReturn,
  tabStorage,
  takeLinkedInProfile,
  wantsLinkedInProfile,
} from './linkedin-profile-return';
import { wantsLinkedInPrefill } from './linkedin-return';

const failed = (description: string) => toast.error(m.failed, { description });

/**
 * "Quick Fill with LinkedIn" (spec §2, §7 linkedin_oidc): hands `apply` the name, e-mail, country
 * and photo of the LinkedIn profile, back on the form.
 *
 * Signed in, with any account: a profile-only LinkedIn sign-in outside the user pool — the API
 * answers LinkedIn's consent screen, `/linkedin/callback` fetches the profile and keeps it for
 * the form, which takes it here; the session stays the one it was. Signed out (the profile
 * routes need a user): the sign-in itself goes through LinkedIn, and the form is filled from
 * what LinkedIn gave the user pool.
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

  const fill = useCallback(async (load: () => Promise<LinkedInFill>) => {
    setWorking(true);
    try {
      const filled = await load();
      applyRef.current(filled);
      toast.success(m.filled, { description: m.filledDescription });
      if (filled.profile.pictureUrl && !filled.photo) toast.info(m.noPhoto);
    } catch (error) {
      failed(errorMessage(error, m.failedDescription));
    } finally {
      setWorking(false);
    }
  }, []);

  // Back from LinkedIn: the callback page (signed in) or the sign-in return page (signed out)
  // sent the user here with the fill request.
  const withProfile = wantsLinkedInProfile(location.state);
  const signedInThroughLinkedIn = wantsLinkedInPrefill(location.state);
  useEffect(() => {
    if (!(withProfile || signedInThroughLinkedIn) || handledReturn.current) return;
    if (status === 'loading') return;
    handledReturn.current = true;
    // The request is used once; a reload of the page does not fill again.
    void navigate(location.pathname, { replace: true, state: null });
    if (withProfile) {
      const profile = takeLinkedInProfile(tabStorage(), Date.now());
      if (profile) void fill(() => linkedInProfileFill(profile));
      else failed(m.profileMissing);
    } else if (status === 'signedIn') void fill(loadLinkedInFill);
    else failed(m.notCompleted);
  }, [withProfile, signedInThroughLinkedIn, status, fill, navigate, location.pathname]);

  /** Signed in: LinkedIn's consent screen from the API, the session left as it is. */
  const startProfileFill = async () => {
    setWorking(true);
    const storage = tabStorage();
    try {
      const { url } = await authorizeLinkedIn();
      try {
        if (storage) rememberProfileReturn(storage, location.pathname, Date.now());
      } catch {
        // Without storage the callback says the details could not come back.
      }
      toast.info(m.redirecting, { description: m.redirectingDescription });
      // The browser leaves for LinkedIn; the button stays busy until it does.
      leaveFor(url);
    } catch (error) {
      if (storage) forgetProfileReturn(storage);
      // 503 says plainly that LinkedIn is not configured here.
      failed(errorMessage(error, m.failedDescription));
      setWorking(false);
    }
  };

  /** Signed out: the sign-in goes through LinkedIn (the user pool's LinkedIn provider). */
  const startSignIn = async () => {
    const config = webConfig();
    if (!config.oauthDomain || !config.federatedProviders.includes('LinkedIn')) {
      failed(m.notConfigured);
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

  const start = async () => {
    // The session is still being read: which flow fits is not known yet.
    if (status === 'loading') return;
    await (status === 'signedIn' ? startProfileFill() : startSignIn());
  };

  return { start, working };
}

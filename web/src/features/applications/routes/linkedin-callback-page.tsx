import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { fetchLinkedInProfile } from '../api/linkedin-profile';
import { completeLinkedInCallback } from '../lib/linkedin-callback';
import { linkedInMessages as m } from '../lib/linkedin-messages';
import { LINKEDIN_PROFILE_STATE, tabStorage } from '../lib/linkedin-profile-return';

/**
 * `/linkedin/callback`: LinkedIn's return from "Quick Fill with LinkedIn" for a signed-in user.
 * The code and state go to the API once, the profile is kept for the form in the tab's session
 * storage, and the form the user came from opens again to fill itself; a failure goes back to it
 * with the reason in a toast. The session is never touched (compare `/auth/callback`).
 */
export default function LinkedInCallbackPage() {
  const navigate = useNavigate();
  // The state works once: React's strict mode runs the effect twice, the request goes once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeLinkedInCallback(window.location.search, {
      fetchProfile: fetchLinkedInProfile,
      storage: tabStorage(),
      now: Date.now(),
    }).then(({ path, failure }) => {
      if (failure) toast.error(m.failed, { description: failure });
      // Replaces this entry, so the code and state leave the address and the history.
      void navigate(path, { replace: true, state: failure ? null : LINKEDIN_PROFILE_STATE });
    });
  }, [navigate]);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-4">
      <Spinner className="size-8!" label={m.fetching} />
      <p className="text-muted-foreground">{m.fetching}</p>
    </div>
  );
}

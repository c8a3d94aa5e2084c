import { useEffect, useId, useState } from 'react';
import { cisoMessages, toCisoApplication } from '@contracts/applications/ciso-application';
import { useSession } from '@/features/auth/session';
import { toast } from '@/lib/toast';
import { submitCisoApplication } from '../../api/submit-ciso-application';
import { useCisoForm } from '../../lib/ciso-form';
import { signInToSubmitNotice, submissionFailure, testingModeNotice } from '../../lib/notices';
import { emailOfUser } from '../../lib/user-email';
import { useLinkedInQuickFill } from '../../lib/use-linkedin-quick-fill';
import { usePhotoUpload } from '../../lib/use-photo-upload';
import { useSubmission } from '../../lib/use-submission';
import { FormSection } from '../form-section';
import { LinkedInQuickFill } from '../linkedin-quick-fill';
import { PhotoPicker } from '../photo-picker';
import { SignInToSubmit } from '../sign-in-to-submit';
import { SubmitRow } from '../submit-row';
import { AboutYouSection } from './about-you-section';
import { AvailabilitySection } from './availability-section';
import { ExperienceSection } from './experience-section';
import { ExpertiseSections } from './expertise-sections';

/**
 * The professional application (spec §2, §5, §6): checked by the API's own contract. Signed out,
 * a valid form only says so ("Testing Mode") and a note offers the sign-in, the form kept as a
 * draft meanwhile; signed in, the photo is uploaded first and the application sent, which drops
 * the draft. A failure keeps everything as typed.
 */
export function CisoApplicationForm() {
  const id = useId();
  const { status, user } = useSession();
  const form = useCisoForm(id);
  const { getValues, setValue } = form;
  const [photo, setPhoto] = useState<File | null>(null);
  const uploadPhoto = usePhotoUpload();
  const { submit, busy } = useSubmission({
    send: form.draft.clearAfter(submitCisoApplication),
    success: { title: cisoMessages.submitted, description: cisoMessages.submittedDescription },
    failure: (error) => submissionFailure(error),
  });
  const linkedIn = useLinkedInQuickFill(({ profile, photo: picture }) => {
    const filled = { shouldDirty: true, shouldValidate: false };
    if (profile.fullName) setValue('full_name', profile.fullName, filled);
    if (profile.email) setValue('email', profile.email, filled);
    if (picture) setPhoto((current) => current ?? picture);
  });

  // The signed-in user's e-mail, where the field is still empty.
  const userEmail = emailOfUser(user?.email);
  useEffect(() => {
    if (userEmail && !getValues('email')) setValue('email', userEmail);
  }, [userEmail, getValues, setValue]);

  const onSubmit = form.submit(async (values) => {
    if (status !== 'signedIn') {
      toast.info(testingModeNotice.title, { description: testingModeNotice.description });
      return;
    }
    await submit(async () => ({
      ...toCisoApplication(values),
      photo_url: await uploadPhoto(photo),
    }));
  });

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <LinkedInQuickFill onStart={() => void linkedIn.start()} working={linkedIn.working} />
      <FormSection
        title="Photo"
        description="Optional: a professional headshot helps companies put a face to your name."
      >
        <PhotoPicker id={`${id}-photo`} value={photo} onChange={setPhoto} disabled={busy} />
      </FormSection>
      <AboutYouSection form={form} />
      <ExperienceSection form={form} />
      <ExpertiseSections form={form} idPrefix={id} />
      <AvailabilitySection form={form} />
      <SignInToSubmit note={photo ? signInToSubmitNotice.photoNotKept : undefined} />
      <SubmitRow
        label="Submit Application"
        busyLabel={cisoMessages.submitting}
        busy={busy}
        disabled={status === 'loading'}
      />
    </form>
  );
}

import { useId, useState } from 'react';
import {
  cisoMessages,
  toCisoApplication,
  type TCisoApplicationForm,
  type TCisoApplicationParsed,
} from '@contracts/applications/ciso-application';
import { useSession } from '@/features/auth/session';
import { toast } from '@/lib/toast';
import { submitCisoApplication } from '../../api/submit-ciso-application';
import { useCisoForm } from '../../lib/ciso-form';
import { submissionOf, type EditMode } from '../../lib/edit-mode';
import { signInToSubmitNotice, submissionFailure, testingModeNotice } from '../../lib/notices';
import { useLinkedInQuickFill } from '../../lib/use-linkedin-quick-fill';
import { usePhotoUpload } from '../../lib/use-photo-upload';
import { useSubmission } from '../../lib/use-submission';
import { useUserEmail } from '../../lib/use-user-email';
import { CurrentPhotoNote } from '../current-photo-note';
import { FormSection } from '../form-section';
import { LinkedInQuickFill } from '../linkedin-quick-fill';
import { PhotoPicker } from '../photo-picker';
import { SubmitRow } from '../submit-row';
import { AboutYouSection } from './about-you-section';
import { AvailabilitySection } from './availability-section';
import { ExperienceSection } from './experience-section';
import { ExpertiseSections } from './expertise-sections';

/** The professional form changing an application already sent, and the link to its photo. */
export interface CisoEditMode extends EditMode<TCisoApplicationForm, TCisoApplicationParsed> {
  /** A link to show the current photo by (presigned, short-lived); null without one. */
  photoUrl?: string | null;
}

/**
 * The professional application (spec §2, §5, §6): checked by the API's own contract. Signed out,
 * a valid form only says so ("Testing Mode") and a note offers the sign-in, the form kept as a
 * draft meanwhile; signed in, the photo is uploaded first and the application sent, which drops
 * the draft. A failure keeps everything as typed.
 *
 * With `edit` it changes an application already sent instead: it starts from what was sent, keeps
 * no draft, offers neither the sign-in nor the LinkedIn quick fill, and saves through `edit`. The
 * photo already sent stays unless a new one is chosen, which is uploaded as on submitting.
 */
export function CisoApplicationForm({ edit }: { edit?: CisoEditMode }) {
  const id = useId();
  const { status } = useSession();
  const form = useCisoForm(id, edit?.values);
  const { getValues, setValue } = form;
  const [photo, setPhoto] = useState<File | null>(null);
  const uploadPhoto = usePhotoUpload();
  const { submit, busy } = useSubmission(
    submissionOf(edit, {
      send: form.draft.clearAfter(submitCisoApplication),
      success: { title: cisoMessages.submitted, description: cisoMessages.submittedDescription },
      failure: (error) => submissionFailure(error),
    }),
  );
  const linkedIn = useLinkedInQuickFill(({ profile, photo: picture }) => {
    const filled = { shouldDirty: true, shouldValidate: false };
    if (profile.fullName) setValue('fullName', profile.fullName, filled);
    if (profile.email) setValue('email', profile.email, filled);
    if (profile.country && !getValues('country')) setValue('country', profile.country, filled);
    if (picture) setPhoto((current) => current ?? picture);
  });

  useUserEmail(form, 'email', !edit);

  const onSubmit = form.submit(async (values) => {
    if (!edit && status !== 'signedIn') {
      toast.info(testingModeNotice.title, { description: testingModeNotice.description });
      return;
    }
    await submit(async () => ({
      ...toCisoApplication(values),
      // Changing an application sends its photo's storage path back unless another is chosen.
      photoUrl: edit && !photo ? values.photoUrl : await uploadPhoto(photo),
    }));
  });
  const keptPhoto = Boolean(edit?.values.photoUrl) && !photo;

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {!edit && (
        <LinkedInQuickFill onStart={() => void linkedIn.start()} working={linkedIn.working} />
      )}
      <FormSection
        title="Photo"
        description="Optional: a professional headshot helps companies put a face to your name."
      >
        <PhotoPicker id={`${id}-photo`} value={photo} onChange={setPhoto} disabled={busy} />
        {keptPhoto && <CurrentPhotoNote photoUrl={edit?.photoUrl} />}
      </FormSection>
      <AboutYouSection form={form} />
      <ExperienceSection form={form} />
      <ExpertiseSections form={form} idPrefix={id} />
      <AvailabilitySection form={form} />
      <SubmitRow
        label="Submit Application"
        busyLabel={cisoMessages.submitting}
        busy={busy}
        editing={Boolean(edit)}
        signInNote={photo ? signInToSubmitNotice.photoNotKept : undefined}
      />
    </form>
  );
}

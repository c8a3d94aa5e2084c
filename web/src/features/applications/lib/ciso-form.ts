import type { DefaultValues } from 'react-hook-form';
import {
  ZCisoApplicationForm,
  type TCisoApplicationForm,
} from '@contracts/applications/ciso-application';
import { useDraftedForm } from './use-form-draft';

/** An empty professional form; the selects and choices start unset and ask for a choice. */
export const emptyCisoForm: DefaultValues<TCisoApplicationForm> = {
  photoUrl: '',
  fullName: '',
  email: '',
  linkedinUrl: '',
  phone: '',
  yearsOfExperience: '',
  hasBoardExperience: false,
  executiveExperience: '',
  certifications: [],
  keyAchievements: '',
  securityDomains: [],
  industriesServed: [],
  companySizes: [],
  hourlyRate: '',
};

/**
 * The professional form, checked by the API's own contract and kept as a draft in the tab while
 * it is filled in (lib/form-draft.ts), so a sign-in does not lose it. The photo is a file and is
 * not part of the draft. Given `values` (an application already sent, being changed), the form
 * starts from them and keeps no draft.
 */
export const useCisoForm = (idPrefix: string, values?: TCisoApplicationForm) =>
  useDraftedForm('professional', ZCisoApplicationForm, {
    defaultValues: values ? { ...emptyCisoForm, ...values } : emptyCisoForm,
    idPrefix,
    keepDraft: !values,
  });

/** The professional form as its sections receive it. */
export type CisoForm = ReturnType<typeof useCisoForm>;

import useSWR from 'swr';
import {
  ZProfessionalProfile,
  type TProfessionalProfile,
  type TSaveProfessionalProfile,
} from '@contracts/account/professional-profile';
import { apiFetch } from '@/lib/api-client';

/** The SWR key's start: actions that save the profile revalidate it. */
export const professionalProfilePath = '/api/profile';

/** The professional's profile (blank until saved). */
export const getProfessionalProfile = () =>
  apiFetch(professionalProfilePath, { schema: ZProfessionalProfile });

/** Saves it whole; invoices already issued keep the details they were issued with. */
export const saveProfessionalProfile = (profile: TSaveProfessionalProfile) =>
  apiFetch(professionalProfilePath, {
    method: 'PUT',
    body: profile,
    schema: ZProfessionalProfile,
  });

export function useProfessionalProfile(sub: string) {
  return useSWR<TProfessionalProfile>([professionalProfilePath, sub], getProfessionalProfile, {
    // The form is filled once from it; a refetch must not overwrite what the user is typing.
    revalidateOnFocus: false,
  });
}

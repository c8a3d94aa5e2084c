import useSWR from 'swr';
import type {
  TProfessionalProfile,
  TSaveProfessionalProfile,
} from '@contracts/account/professional-profile';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { callApi } from '@/lib/call-api';

/** The SWR key's start: actions that save the profile revalidate it. */
export const professionalProfilePath = timesheetRoutes.getProfile.path;

/** The professional's profile (blank until saved). */
export const getProfessionalProfile = () =>
  callApi(timesheetRoutes.getProfile, { schema: timesheetRoutes.getProfile.response });

/** Saves it whole; invoices already issued keep the details they were issued with. */
export const saveProfessionalProfile = (profile: TSaveProfessionalProfile) =>
  callApi(timesheetRoutes.saveProfile, {
    body: profile,
    schema: timesheetRoutes.saveProfile.response,
  });

export function useProfessionalProfile(sub: string) {
  return useSWR<TProfessionalProfile>([professionalProfilePath, sub], getProfessionalProfile, {
    // The form is filled once from it; a refetch must not overwrite what the user is typing.
    revalidateOnFocus: false,
  });
}

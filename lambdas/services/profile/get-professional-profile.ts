import type { TProfessionalProfile } from '@contracts/account/professional-profile';
import type { Table } from '../../ports/table';
import { professionalProfileOf } from './professional-profile-item';

/** The caller's profile (blank until saved). */
export const getProfessionalProfile = (
  deps: { table: Pick<Table, 'get'> },
  input: { sub: string },
): Promise<TProfessionalProfile> => professionalProfileOf(deps.table, input.sub);

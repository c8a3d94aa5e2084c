import type { TProfessionalProfile } from '@contracts/account/professional-profile';
import { professionalProfileKeys } from '../../keys/professional-profile';
import type { Table, TableItem, TableKey } from '../../ports/table';

/** How a professional's profile is stored (keys: `lambdas/keys/professional-profile.ts`). */
export interface ProfessionalProfileItem extends TableItem, TProfessionalProfile {
  updatedAt: string;
}

export const professionalProfileKey = (sub: string): TableKey =>
  professionalProfileKeys.key({ sub });

const EMPTY: TProfessionalProfile = { name: '', company: '', address: '', taxId: '' };

/** The professional's profile; blank for one who never saved it. */
export async function professionalProfileOf(
  table: Pick<Table, 'get'>,
  sub: string,
): Promise<TProfessionalProfile> {
  const item = await table.get<ProfessionalProfileItem>(professionalProfileKey(sub), {
    consistent: true,
  });
  return item ? fromProfessionalProfileItem(item) : EMPTY;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Profiles saved as the invoices' billing profile have no company: blank. */
export const fromProfessionalProfileItem = (
  item: ProfessionalProfileItem,
): TProfessionalProfile => ({
  name: text(item.name),
  company: text(item.company),
  address: text(item.address),
  taxId: text(item.taxId),
});

export const toProfessionalProfileItem = (
  sub: string,
  profile: TProfessionalProfile,
  updatedAt: string,
): ProfessionalProfileItem => ({ ...professionalProfileKey(sub), ...profile, updatedAt });

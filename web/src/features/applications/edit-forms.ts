/**
 * Public entry: the three application forms and what changing a sent application needs of them,
 * for the applicant's own edit page (features/my-applications). Each form takes an `edit` mode
 * (lib/edit-mode.ts) that starts it from what was sent, converted back by lib/edit-values.ts.
 */
export { CisoApplicationForm, type CisoEditMode } from './components/ciso/ciso-application-form';
export { PartnerApplicationForm } from './components/partner-application-form';
export { RoleRequestForm } from './components/role-request-form';
export type { EditMode } from './lib/edit-mode';
export { cisoFormValues, partnerFormValues, roleFormValues } from './lib/edit-values';

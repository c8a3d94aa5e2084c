/**
 * Public entry: what an applicant's own screens (features/my-applications) show exactly as
 * screening does, so both sides see one status badge, one date format and one rendering of the
 * submission. A file of its own so those screens load none of the screening actions.
 */
export { StatusBadge } from './components/status-badge';
export { CisoDetails } from './components/ciso-details';
export { PartnerDetails } from './components/partner-details';
export { RoleDetails } from './components/role-details';
export { Loading, LoadFailed } from './components/load-state';
export { formatDate } from './lib/format-date';
export { useLoadFailureToast } from './lib/use-load-failure-toast';

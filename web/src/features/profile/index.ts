/** The professional profile as other features use it. */
export { ProfessionalProfileCard } from './components/professional-profile-card';
export { ProfileNeededCard } from './components/profile-needed-card';
export { SellerDetailsFirst } from './components/seller-details-first';
export { useProfessionalProfile } from './api/professional-profile';

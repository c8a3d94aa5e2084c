import { applicationRoutes } from '@contracts/applications/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { applicationsDeps } from './deps';

export const handler = dispatchRoutes(applicationsDeps, applicationRoutes, {
  requestPhotoUpload: () => import('./request-photo-upload').then((m) => m.requestPhotoUpload),
  submitCiso: () => import('./submit-application').then((m) => m.submitCiso),
  submitRole: () => import('./submit-application').then((m) => m.submitRole),
  submitPartner: () => import('./submit-application').then((m) => m.submitPartner),
  authorizeLinkedIn: () => import('./authorize-linkedin').then((m) => m.authorizeLinkedIn),
  getLinkedInProfile: () => import('./get-linkedin-profile').then((m) => m.getLinkedInProfile),
  listMine: () => import('./list-my-applications').then((m) => m.listMyApplications),
  getMine: () => import('./get-my-application').then((m) => m.getMyApplication),
  editMine: () => import('./edit-my-application').then((m) => m.editMyApplication),
  withdrawMine: () => import('./withdraw-my-application').then((m) => m.withdrawMyApplication),
  decideMatch: () => import('./decide-match').then((m) => m.decideMatch),
  list: () => import('./list-applications').then((m) => m.listApplications),
  get: () => import('./get-application').then((m) => m.getApplication),
  changeStatus: () => import('./change-status').then((m) => m.changeStatus),
  addNote: () => import('./add-note').then((m) => m.addNote),
  setRequirements: () => import('./set-requirements').then((m) => m.setRequirements),
  listMatches: () => import('./list-matches').then((m) => m.listMatches),
  proposeMatch: () => import('./propose-match').then((m) => m.proposeMatch),
});

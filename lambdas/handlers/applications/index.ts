import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { applicationsDeps } from './deps';

export const handler = dispatchRoutes(applicationsDeps, {
  'POST /api/applications/photos': () =>
    import('./request-photo-upload').then((m) => m.requestPhotoUpload),
  'POST /api/applications/ciso': () => import('./submit-application').then((m) => m.submitCiso),
  'POST /api/applications/role': () => import('./submit-application').then((m) => m.submitRole),
  'POST /api/applications/partner': () =>
    import('./submit-application').then((m) => m.submitPartner),
  'POST /api/linkedin/authorize': () =>
    import('./authorize-linkedin').then((m) => m.authorizeLinkedIn),
  'POST /api/linkedin/profile': () =>
    import('./get-linkedin-profile').then((m) => m.getLinkedInProfile),
  'GET /api/my/applications': () =>
    import('./list-my-applications').then((m) => m.listMyApplications),
  'GET /api/my/applications/{id}': () =>
    import('./get-my-application').then((m) => m.getMyApplication),
  'PUT /api/my/applications/{id}': () =>
    import('./edit-my-application').then((m) => m.editMyApplication),
  'POST /api/my/applications/{id}/withdraw': () =>
    import('./withdraw-my-application').then((m) => m.withdrawMyApplication),
  'POST /api/my/applications/{id}/matches/{roleId}': () =>
    import('./decide-match').then((m) => m.decideMatch),
  'GET /api/admin/applications': () =>
    import('./list-applications').then((m) => m.listApplications),
  'GET /api/admin/applications/{id}': () =>
    import('./get-application').then((m) => m.getApplication),
  'POST /api/admin/applications/{id}/status': () =>
    import('./change-status').then((m) => m.changeStatus),
  'POST /api/admin/applications/{id}/notes': () => import('./add-note').then((m) => m.addNote),
  'PUT /api/admin/applications/{id}/requirements': () =>
    import('./set-requirements').then((m) => m.setRequirements),
  'GET /api/admin/applications/{id}/matches': () =>
    import('./list-matches').then((m) => m.listMatches),
  'POST /api/admin/applications/{id}/matches': () =>
    import('./propose-match').then((m) => m.proposeMatch),
});

import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { addNote } from './add-note';
import { changeStatus } from './change-status';
import { getApplication } from './get-application';
import { listApplications } from './list-applications';
import { listMatches } from './list-matches';
import { proposeMatch } from './propose-match';
import { requestPhotoUpload } from './request-photo-upload';
import { setRequirements } from './set-requirements';
import { submitCiso, submitPartner, submitRole } from './submit-application';

export const handler = dispatchRoutes({
  'POST /api/applications/photos': requestPhotoUpload,
  'POST /api/applications/ciso': submitCiso,
  'POST /api/applications/role': submitRole,
  'POST /api/applications/partner': submitPartner,
  'GET /api/admin/applications': listApplications,
  'GET /api/admin/applications/{id}': getApplication,
  'POST /api/admin/applications/{id}/status': changeStatus,
  'POST /api/admin/applications/{id}/notes': addNote,
  'PUT /api/admin/applications/{id}/requirements': setRequirements,
  'GET /api/admin/applications/{id}/matches': listMatches,
  'POST /api/admin/applications/{id}/matches': proposeMatch,
});

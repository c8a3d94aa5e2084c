import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { documentsDeps } from './deps';

export const handler = dispatchRoutes(documentsDeps, {
  'GET /api/libraries': () => import('./list-libraries').then((m) => m.listLibraries),
  'POST /api/libraries': () => import('./create-library').then((m) => m.createLibrary),
  'GET /api/libraries/{id}': () => import('./get-library').then((m) => m.getLibrary),
  'PATCH /api/libraries/{id}': () => import('./update-library').then((m) => m.updateLibrary),
  'DELETE /api/libraries/{id}': () => import('./delete-library').then((m) => m.deleteLibrary),
  'GET /api/libraries/{id}/documents': () =>
    import('./list-library-documents').then((m) => m.listLibraryDocuments),
  'GET /api/documents': () => import('./list-documents').then((m) => m.listDocuments),
  'POST /api/documents': () => import('./create-document').then((m) => m.createDocument),
  'PUT /api/documents/{id}/library': () => import('./move-document').then((m) => m.moveDocument),
  'POST /api/documents/{id}/upload-complete': () =>
    import('./complete-upload').then((m) => m.completeUpload),
  'GET /api/documents/{id}': () => import('./get-document').then((m) => m.getDocument),
  'DELETE /api/documents/{id}': () => import('./delete-document').then((m) => m.deleteDocument),
  'GET /api/documents/{id}/download-url': () =>
    import('./get-download-url').then((m) => m.getDownloadUrl),
  'PUT /api/documents/{id}/workflow': () => import('./save-workflow').then((m) => m.saveWorkflow),
  'PUT /api/documents/{id}/fields': () => import('./save-fields').then((m) => m.saveFields),
  'POST /api/documents/{id}/send': () => import('./send-document').then((m) => m.sendDocument),
  'POST /api/documents/{id}/void': () => import('./void-document').then((m) => m.voidDocument),
  'PUT /api/documents/{id}/reminders': () => import('./set-reminders').then((m) => m.setReminders),
  'POST /api/documents/{id}/extend': () => import('./extend-request').then((m) => m.extendRequest),
  'POST /api/documents/{id}/apply-template': () =>
    import('./apply-template').then((m) => m.applyTemplate),
  'GET /api/templates': () => import('./list-templates').then((m) => m.listTemplates),
  'POST /api/templates': () => import('./create-template').then((m) => m.createTemplate),
  'DELETE /api/templates/{id}': () => import('./delete-template').then((m) => m.deleteTemplate),
  'POST /api/documents/{id}/signers/{order}/resend': () =>
    import('./resend-signature').then((m) => m.resendSignature),
});

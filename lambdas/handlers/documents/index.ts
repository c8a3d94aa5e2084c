import { documentRoutes } from '@contracts/documents/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { documentsDeps } from './deps';

// Each route's module is loaded on its first call: saving or applying a template reads PDFs
// (pdf-lib) in a chunk of its own that no other route's cold start carries.
export const handler = dispatchRoutes(documentsDeps, documentRoutes, {
  listLibraries: () => import('./list-libraries').then((m) => m.listLibraries),
  createLibrary: () => import('./create-library').then((m) => m.createLibrary),
  getLibrary: () => import('./get-library').then((m) => m.getLibrary),
  updateLibrary: () => import('./update-library').then((m) => m.updateLibrary),
  deleteLibrary: () => import('./delete-library').then((m) => m.deleteLibrary),
  listLibraryDocuments: () =>
    import('./list-library-documents').then((m) => m.listLibraryDocuments),
  listDocuments: () => import('./list-documents').then((m) => m.listDocuments),
  createDocument: () => import('./create-document').then((m) => m.createDocument),
  moveDocument: () => import('./move-document').then((m) => m.moveDocument),
  completeUpload: () => import('./complete-upload').then((m) => m.completeUpload),
  getDocument: () => import('./get-document').then((m) => m.getDocument),
  deleteDocument: () => import('./delete-document').then((m) => m.deleteDocument),
  getDownloadUrl: () => import('./get-download-url').then((m) => m.getDownloadUrl),
  saveWorkflow: () => import('./save-workflow').then((m) => m.saveWorkflow),
  saveFields: () => import('./save-fields').then((m) => m.saveFields),
  sendDocument: () => import('./send-document').then((m) => m.sendDocument),
  voidDocument: () => import('./void-document').then((m) => m.voidDocument),
  extendRequest: () => import('./extend-request').then((m) => m.extendRequest),
  setReminders: () => import('./set-reminders').then((m) => m.setReminders),
  applyTemplate: () => import('./apply-template').then((m) => m.applyTemplate),
  listTemplates: () => import('./list-templates').then((m) => m.listTemplates),
  createTemplate: () => import('./create-template').then((m) => m.createTemplate),
  deleteTemplate: () => import('./delete-template').then((m) => m.deleteTemplate),
  resendSignature: () => import('./resend-signature').then((m) => m.resendSignature),
});

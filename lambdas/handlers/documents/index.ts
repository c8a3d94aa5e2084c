import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { completeUpload } from './complete-upload';
import { createDocument } from './create-document';
import { createLibrary } from './create-library';
import { deleteDocument } from './delete-document';
import { getDocument } from './get-document';
import { getDownloadUrl } from './get-download-url';
import { getLibrary } from './get-library';
import { listLibraries } from './list-libraries';
import { listLibraryDocuments } from './list-library-documents';
import { resendSignature } from './resend-signature';
import { saveFields } from './save-fields';
import { saveWorkflow } from './save-workflow';
import { sendDocument } from './send-document';

export const handler = dispatchRoutes({
  'GET /api/libraries': listLibraries,
  'POST /api/libraries': createLibrary,
  'GET /api/libraries/{id}': getLibrary,
  'GET /api/libraries/{id}/documents': listLibraryDocuments,
  'POST /api/documents': createDocument,
  'POST /api/documents/{id}/upload-complete': completeUpload,
  'GET /api/documents/{id}': getDocument,
  'DELETE /api/documents/{id}': deleteDocument,
  'GET /api/documents/{id}/download-url': getDownloadUrl,
  'PUT /api/documents/{id}/workflow': saveWorkflow,
  'PUT /api/documents/{id}/fields': saveFields,
  'POST /api/documents/{id}/send': sendDocument,
  'POST /api/documents/{id}/signers/{order}/resend': resendSignature,
});

import type { TMyApplication } from '@contracts/applications/my-applications';
import {
  CisoApplicationForm,
  cisoFormValues,
  PartnerApplicationForm,
  partnerFormValues,
  RoleRequestForm,
  roleFormValues,
} from '@/features/applications/edit-forms';
import { editApplication } from '../api/edit-application';
import { myApplicationPath } from '../api/get-my-application';
import { myApplicationsPath } from '../api/get-my-applications';
import { detailPath } from '../lib/my-applications';

/**
 * The application's own form, filled with what was sent: saving sends it back whole
 * (`PUT /api/my/applications/{id}`), reloads the detail and the list and returns to the detail.
 */
export function EditApplicationForm({ application }: { application: TMyApplication }) {
  const { id } = application;
  const saved = {
    savedTo: detailPath(id),
    revalidate: [myApplicationPath(id), myApplicationsPath],
  };
  switch (application.kind) {
    case 'ciso':
      return (
        <CisoApplicationForm
          edit={{
            ...saved,
            values: cisoFormValues(application.submission),
            photoUrl: application.photoUrl,
            save: (submission) => editApplication(id, { kind: 'ciso', submission }),
          }}
        />
      );
    case 'role':
      return (
        <RoleRequestForm
          edit={{
            ...saved,
            values: roleFormValues(application.submission),
            save: (submission) => editApplication(id, { kind: 'role', submission }),
          }}
        />
      );
    case 'partner':
      return (
        <PartnerApplicationForm
          edit={{
            ...saved,
            values: partnerFormValues(application.submission),
            save: (submission) => editApplication(id, { kind: 'partner', submission }),
          }}
        />
      );
  }
}

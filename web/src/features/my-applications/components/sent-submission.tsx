import type { TMyApplication } from '@contracts/applications/my-applications';
import { TitledCard } from '@/components/ui/titled-card';
import { CisoDetails, PartnerDetails, RoleDetails } from '@/features/screening/applicant-view';

/**
 * The submission as sent, in the same sections screeners read it in. The professional's sections
 * take a screening detail, of which they read only the submission and the photo: the screening
 * parts (notes, history, matches) are not the applicant's and are passed empty.
 */
export function SentSubmission({ application }: { application: TMyApplication }) {
  return (
    <TitledCard title="What you sent" contentClassName="grid gap-6">
      {application.kind === 'ciso' ? (
        <CisoDetails
          detail={{ ...application, notes: [], omittedNotes: 0, history: [], matches: [] }}
        />
      ) : application.kind === 'role' ? (
        <RoleDetails submission={application.submission} />
      ) : (
        <PartnerDetails submission={application.submission} />
      )}
    </TitledCard>
  );
}

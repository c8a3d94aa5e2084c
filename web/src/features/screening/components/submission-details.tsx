import type { TApplicationDetail } from '@contracts/applications/application';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CisoDetails } from './ciso-details';
import { PartnerDetails } from './partner-details';
import { RoleDetails } from './role-details';

/** The submission as it was sent, in sections that suit its kind. */
export function SubmissionDetails({ detail }: { detail: TApplicationDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Submission</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {detail.kind === 'ciso' ? (
          <CisoDetails detail={detail} />
        ) : detail.kind === 'role' ? (
          <RoleDetails submission={detail.submission} />
        ) : (
          <PartnerDetails submission={detail.submission} />
        )}
      </CardContent>
    </Card>
  );
}

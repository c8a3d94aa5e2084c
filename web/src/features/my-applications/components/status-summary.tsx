import type { TApplicationStatus } from '@contracts/applications/application';
import { STATUS_EXPLANATIONS } from '@contracts/applications/my-applications';
import { StatusBadge } from '@/features/screening/applicant-view';

/** The status as screeners name it, and what it means for the applicant in plain words. */
export function StatusSummary({ status }: { status: TApplicationStatus }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StatusBadge status={status} />
      <span className="text-sm text-muted-foreground">{STATUS_EXPLANATIONS[status]}</span>
    </div>
  );
}

import type { TSaveEngagement, TSaveEngagementParsed } from '@contracts/engagements/engagement';
import type { useContractForm } from '@/lib/forms/use-contract-form';

/** The engagement form as its parts receive it: its values as typed, its parsed values as sent. */
export type EngagementFormApi = ReturnType<
  typeof useContractForm<TSaveEngagement, TSaveEngagementParsed>
>;

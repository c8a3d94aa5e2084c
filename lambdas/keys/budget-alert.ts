import { defineEntity } from './entity';

/**
 * A budget alert an engagement's month has had (75, 90 or 100 %), one item per level, so each is
 * mailed once however often its time changes and however many checks run at once
 * (`services/engagements/budget-alerts.ts`). Beside the engagement in its owner's client
 * partition, so it goes with the account.
 */
export const budgetAlertKeys = defineEntity('budget alert', {
  PK: 'CLIENT#{sub}',
  SK: 'BURN#{engagementId}#{month}#{level}',
});

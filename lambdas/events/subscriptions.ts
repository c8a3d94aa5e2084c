/**
 * Which consumer handles which EventBridge detail-type. The Events stack turns each entry into a
 * rule targeting `lambdas/events/<consumer>.ts`; the local bus delivers to the same modules.
 */
export const eventSource = 'vciso-hub';

export interface Subscription {
  detailType: string;
  /** File name under `lambdas/events/`, exporting `handler`. */
  consumer: string;
}

export const subscriptions: Subscription[] = [];

/** Publishes domain events (docs/events.md); consumers are the modules named in `events/subscriptions.ts`. */
export interface EventBus {
  publish(detailType: string, detail: object): Promise<void>;
}

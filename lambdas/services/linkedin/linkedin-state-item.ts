import { linkedInStateKeys } from '../../keys/linkedin-state';
import type { TableItem, TableKey } from '../../ports/table';

/** How long the user has to finish LinkedIn's consent screen. */
export const LINKEDIN_STATE_TTL_SECONDS = 10 * 60;

export const linkedInStateKey = (state: string): TableKey => linkedInStateKeys.key({ state });

export interface LinkedInFlow {
  /** The sub of the user who started it: only they may use it. */
  userId: string;
  codeVerifier: string;
}

export interface LinkedInStateItem extends TableItem, LinkedInFlow {
  /** Epoch seconds: DynamoDB's TTL, and refused on read after it (TTL deletes run late). */
  ttl: number;
}

export function toLinkedInStateItem(
  state: string,
  flow: LinkedInFlow,
  now: Date,
): LinkedInStateItem {
  return {
    ...linkedInStateKey(state),
    ...flow,
    ttl: Math.floor(now.getTime() / 1000) + LINKEDIN_STATE_TTL_SECONDS,
  };
}

/** The stored flow, if the item is one, is still live, and was started by `sub`. */
export function liveLinkedInState(
  item: TableItem | undefined,
  sub: string,
  now: Date,
): LinkedInStateItem | undefined {
  const s = item as Partial<LinkedInStateItem> | undefined;
  if (
    !s ||
    typeof s.userId !== 'string' ||
    typeof s.codeVerifier !== 'string' ||
    typeof s.ttl !== 'number'
  )
    return undefined;
  if (s.ttl * 1000 <= now.getTime() || s.userId !== sub) return undefined;
  return s as LinkedInStateItem;
}

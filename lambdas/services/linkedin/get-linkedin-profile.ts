import {
  linkedInProfileMessages,
  type TLinkedInProfile,
} from '@contracts/applications/linkedin-profile';
import { badRequest, notConfigured } from '../../errors';
import type { Clock } from '../../ports/clock';
import { LinkedInError, type LinkedIn } from '../../ports/linkedin';
import { ConditionFailed, type Table } from '../../ports/table';
import { linkedInStateKey, liveLinkedInState } from './linkedin-state-item';
import { profileOfUserInfo } from './profile-of-userinfo';

/**
 * LinkedIn refused the code or the token, answered nonsense, or could not be reached: the
 * handler answers 502 with `message`, which is plain words for the user (`failure` is for the log).
 */
export class LinkedInRefusal extends Error {
  constructor(
    message: string,
    /** What LinkedIn did, for the log. */
    readonly failure: LinkedInError,
  ) {
    super(message);
    this.name = 'LinkedInRefusal';
  }
}

/**
 * The profile of the LinkedIn member who consented, for the caller's form; nothing of it is
 * stored. The `state` must be one the caller started and still live: it is then deleted (on
 * condition that it is still there, so of two requests with it only one goes on) before the code
 * is exchanged, so it works once. Another user's state, an expired, used or unknown one are all
 * refused alike (400), and another user's is left alone. Then the code is exchanged with the PKCE
 * verifier and the userinfo read with the access token, which is forgotten with the answer.
 */
export async function getLinkedInProfile(
  deps: { table: Pick<Table, 'get' | 'delete'>; clock: Clock; linkedIn: LinkedIn },
  input: { sub: string; code: string; state: string },
): Promise<TLinkedInProfile> {
  if (!deps.linkedIn.client()) throw notConfigured(linkedInProfileMessages.notConfigured);
  const key = linkedInStateKey(input.state);
  const flow = liveLinkedInState(
    await deps.table.get(key, { consistent: true }),
    input.sub,
    deps.clock.now(),
  );
  if (!flow) throw badRequest(linkedInProfileMessages.expired);
  try {
    await deps.table.delete(key, {
      exists: true,
      equals: { userId: flow.userId, codeVerifier: flow.codeVerifier },
    });
  } catch (error) {
    // Another request with the same state took it first.
    if (error instanceof ConditionFailed) throw badRequest(linkedInProfileMessages.expired);
    throw error;
  }

  try {
    const accessToken = await deps.linkedIn.exchangeCode({
      code: input.code,
      codeVerifier: flow.codeVerifier,
    });
    return profileOfUserInfo(await deps.linkedIn.userInfo(accessToken));
  } catch (error) {
    if (!(error instanceof LinkedInError)) throw error;
    // LinkedIn answered (and refused): the code or the consent is no good. No answer at all:
    // LinkedIn could not be reached.
    const message =
      error.status === undefined
        ? linkedInProfileMessages.unreachable
        : linkedInProfileMessages.refused;
    throw new LinkedInRefusal(message, error);
  }
}

import type { Area } from '../../lambdas/routes';

export type AccessMode = 'RO' | 'RW';

/**
 * What one Lambda may touch. Every function gets the *names* of every resource in its environment
 * (the Lambda env schema requires them all), but IAM rights only for what is listed here.
 */
export interface FunctionAccess {
  table?: AccessMode;
  documents?: AccessMode;
  photos?: AccessMode;
  /** PutEvents on the app's bus. */
  publishEvents?: boolean;
  /** ses:SendEmail from the MAIL_FROM identity. */
  sendMail?: boolean;
  /** cognito-idp:AdminGetUser on the pool: a user's e-mail by sub. */
  readUsers?: boolean;
}

/**
 * Rights of each HTTP area. Typed by `Area`, so adding an area to `lambdas/routes.ts` fails the
 * type check here until someone decides what the new function may do.
 */
export const areaAccess: Record<Area, FunctionAccess> = {
  // health + /me: reads the caller's e-mail and first calendar.
  system: { table: 'RO', readUsers: true },
  // Insights Hub articles: public reads, admin writes.
  articles: { table: 'RW' },
  // Ticker messages: public reads, admin writes (one transaction per reorder).
  ticker: { table: 'RW' },
};

/**
 * Rights of each EventBridge consumer (`lambdas/events/<consumer>.ts`), keyed by consumer name.
 * Consumers come from a runtime list, so a missing entry fails synth (see `accessFor`).
 */
export const consumerAccess: Record<string, FunctionAccess> = {};

export function accessFor(
  table: Record<string, FunctionAccess>,
  name: string,
  where: string,
): FunctionAccess {
  const access = table[name];
  if (!access) {
    throw new Error(
      `No IAM access declared for "${name}": add it to ${where} in lib/config/function-access.ts`,
    );
  }
  return access;
}

import { adminAccessMessages, ADMIN_MFA_REQUIRED_CODE } from '@contracts/system/admin-access';
import { ConditionFailed } from './ports/table';

/**
 * The one error class services and handlers throw on purpose. Its message is user-facing (the web
 * shows it in a toast), so it never carries internals; `cause` is for the logs only.
 */
export type ErrorCode =
  | 'validation_error'
  | 'invalid_json'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'unauthorized'
  | 'forbidden'
  | 'mfa_required'
  | 'reauthenticate'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'not_configured'
  | 'internal';

const defaultStatus: Record<ErrorCode, number> = {
  validation_error: 400,
  invalid_json: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  unauthorized: 401,
  forbidden: 403,
  mfa_required: 403,
  reauthenticate: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  not_configured: 503,
  internal: 500,
};

export interface AppErrorOptions {
  status?: number;
  /** Field path → message, for forms that mark the offending inputs. */
  fields?: Record<string, string>;
  cause?: unknown;
  /** The same request may succeed if simply sent again (a clash with a concurrent write). */
  retryable?: boolean;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly retryable: boolean;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? defaultStatus[code];
    if (options.fields) this.fields = options.fields;
    this.retryable = options.retryable === true;
  }
}

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('validation_error', message, { fields });

export const unauthorized = (message = 'Authentication required') =>
  new AppError('unauthorized', message);

export const forbidden = (message = "You don't have permission to access this page.") =>
  new AppError('forbidden', message);

/** 403 of an administrator without an authenticator app (lambdas/middleware/admin-mfa.ts). */
export const mfaRequired = () =>
  new AppError(ADMIN_MFA_REQUIRED_CODE, adminAccessMessages.mfaRequired);

/** 403 of an administrator whose session began with Google, Microsoft or LinkedIn (`admin-mfa.ts`). */
export const adminSignInRequired = () =>
  new AppError(ADMIN_MFA_REQUIRED_CODE, adminAccessMessages.signInRequired);

/** 403 of an action that needs a fresh sign-in (closing the account). */
export const reauthenticate = (message: string) => new AppError('reauthenticate', message);

export const notFound = (message = 'Not found') => new AppError('not_found', message);

export const conflict = (message = 'This was changed by someone else. Please try again.') =>
  new AppError('conflict', message);

/** 409 of a create whose freshly made id is taken: never expected, but never an overwrite. */
export const ID_TAKEN = 'Could not save: please try again.';

/** 503: a feature that needs settings this deployment does not have (e.g. OAuth credentials). */
export const notConfigured = (message: string) => new AppError('not_configured', message);

/** 409 of a transaction that clashed with another one at the same moment: worth one more try. */
export const CONCURRENT_WRITE =
  'This was changed by someone else at the same moment. Please try again.';
export const concurrentWrite = (cause?: unknown) =>
  new AppError('conflict', CONCURRENT_WRITE, {
    retryable: true,
    ...(cause === undefined ? {} : { cause }),
  });

export const tooManyRequests = (message = 'Too many requests. Please try again later.') =>
  new AppError('too_many_requests', message);

/**
 * True for a table write whose condition did not hold and that no service turned into an answer
 * of its own (the error middleware answers 409).
 */
export const isConditionalCheckFailure = (err: unknown): boolean => err instanceof ConditionFailed;

/** The codes DynamoDB gives each operation of a cancelled transaction. */
export const cancellationCodes = (err: unknown): Array<string | undefined> =>
  (
    (err as { CancellationReasons?: Array<{ Code?: string } | null> }).CancellationReasons ?? []
  ).map((r) => r?.Code);

/**
 * DynamoDB's own words for "another write got there first", as the SDK throws them: a transaction
 * cancelled by a clash (`TransactionConflict`) or a failed condition, a single write that met a
 * transaction in progress (`TransactionConflictException`), or a failed condition. The table
 * adapter turns these into answers already; this also catches any that reach the error
 * middleware another way, so a clash is a 409 and never a 500.
 */
export function storageClash(err: unknown): 'concurrent' | 'condition' | undefined {
  const name = (err as { name?: unknown } | null)?.name;
  if (name === 'TransactionConflictException') return 'concurrent';
  if (name === 'ConditionalCheckFailedException') return 'condition';
  if (name !== 'TransactionCanceledException') return undefined;
  const codes = cancellationCodes(err);
  if (codes.includes('ConditionalCheckFailed')) return 'condition';
  if (codes.includes('TransactionConflict')) return 'concurrent';
  return undefined;
}

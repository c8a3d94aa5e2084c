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

export const notFound = (message = 'Not found') => new AppError('not_found', message);

export const conflict = (message = 'This was changed by someone else. Please try again.') =>
  new AppError('conflict', message);

/** 409 of a create whose freshly made id is taken: never expected, but never an overwrite. */
export const ID_TAKEN = 'Could not save: please try again.';

/** 503: a feature that needs settings this deployment does not have (e.g. OAuth credentials). */
export const notConfigured = (message: string) => new AppError('not_configured', message);

/** 409 of a transaction that clashed with another one at the same moment: worth one more try. */
export const concurrentWrite = () =>
  new AppError(
    'conflict',
    'This was changed by someone else at the same moment. Please try again.',
    {
      retryable: true,
    },
  );

export const tooManyRequests = (message = 'Too many requests. Please try again later.') =>
  new AppError('too_many_requests', message);

/**
 * True for a table write whose condition did not hold and that no service turned into an answer
 * of its own (the error middleware answers 409).
 */
export const isConditionalCheckFailure = (err: unknown): boolean => err instanceof ConditionFailed;

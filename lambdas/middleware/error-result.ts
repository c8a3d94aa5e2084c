import {
  AppError,
  concurrentWrite,
  isAppError,
  isConditionalCheckFailure,
  storageClash,
} from '../errors';
import { errorResponse, type HttpResult } from './http-response';
import type { Logger } from './logger';

/**
 * Every failure becomes the API's error shape. Only AppError messages reach the caller; anything
 * else is logged in full and answered with a bare 500, so no stack or SDK text ever leaks.
 */
export function toErrorResult(err: unknown, log: Logger): HttpResult {
  const clash = isAppError(err) ? undefined : storageClash(err);
  const known = isAppError(err)
    ? err
    : clash === 'concurrent'
      ? // A transaction clash the table adapter did not see (a raw SDK error): worth a retry.
        concurrentWrite(err)
      : isConditionalCheckFailure(err) || clash === 'condition'
        ? // A condition the service did not anticipate: someone else changed the item first.
          new AppError('conflict', 'This was changed by someone else. Please try again.', {
            cause: err,
          })
        : undefined;

  // A missing setting is said plainly (503); any other server-side failure stays a bare 500.
  if (!known || (known.status >= 500 && known.code !== 'not_configured')) {
    if (err instanceof Error) log.error('Request failed', err);
    else log.error('Request failed', { error: String(err) });
    return errorResponse(500, { code: 'internal', message: 'Something went wrong' });
  }

  log.info('Request refused', { status: known.status, code: known.code });
  return errorResponse(known.status, {
    code: known.code,
    message: known.message,
    ...(known.fields ? { fields: known.fields } : {}),
  });
}

import type { z } from 'zod';
import type { TApiError } from '@contracts/errors';
import type { Method } from '@contracts/route';

/** An error answer of the API, carrying its status and the server's user-facing message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export interface ApiOptions<T> {
  method?: Method;
  body?: unknown;
  /** Checks the answer's shape so a server change shows up as an error, not as odd UI. */
  schema?: z.ZodType<T>;
  /** Public calls skip the token even when signed in. */
  anonymous?: boolean;
  /** Extra request headers, e.g. `idempotency-key`. */
  headers?: Record<string, string>;
}

/** Answers the caller's current access token, or undefined when signed out. */
export type TokenProvider = () => Promise<string | undefined>;

let tokenProvider: TokenProvider = () => Promise.resolve(undefined);

/**
 * Set once at start-up by the auth feature (`configureAuth`), so this shared client imports no
 * feature (docs/architecture.md, web rules). Until then every call goes out without a token.
 */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

export async function apiFetch<T = unknown>(path: string, opts: ApiOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { ...opts.headers, accept: 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (!opts.anonymous) {
    const token = await tokenProvider();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const res = await fetch(path, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) throw toApiError(res.status, data);
  return opts.schema ? opts.schema.parse(data) : (data as T);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, data: unknown): ApiError {
  if (isApiError(data)) {
    const { code, message, fields } = data.error;
    return new ApiError(status, code, message, fields);
  }
  // API Gateway's own answers (401 from the authorizer, 404 for unknown routes) are `{message}`.
  const message =
    typeof data === 'object' && data && 'message' in data
      ? String(data.message)
      : `Request failed (${status})`;
  return new ApiError(status, status === 401 ? 'unauthorized' : 'http_error', message);
}

// A hand check of the `ZApiError` shape: the client is on every page's first load, zod is not.
function isApiError(data: unknown): data is TApiError {
  const error = (data as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

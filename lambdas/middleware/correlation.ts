import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The correlation id ties one user action together across functions: the HTTP request that
 * started it, each event it published, each consumer that handled one, each mail that went out.
 * It travels in the request header below, in an event's `detail.metadata`, and in a mail's
 * `X-Correlation-Id` header, and every log line along the way carries it as `correlationId`.
 *
 * Kept in async-local storage rather than passed through every service: the adapters that
 * publish and mail read it where it leaves the process, and work done within one invocation
 * under another id (the outbox relay publishes each event under its request's) keeps it apart.
 */
export const CORRELATION_HEADER = 'x-correlation-id';

const current = new AsyncLocalStorage<string>();

/** Runs `fn` (and everything it awaits) under `id`. */
export function withCorrelationId<T>(id: string, fn: () => T): T {
  return current.run(id, fn);
}

/** The id of the work in progress, if any. */
export function correlationId(): string | undefined {
  return current.getStore();
}

const SHAPE = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A caller's id is taken only in a plain shape (letters, digits, `.`, `_`, `:`, `-`, at most 128
 * characters): it is written into log lines and mail headers, so no line break or other text can
 * ride along with it.
 */
export function acceptCorrelationId(value: unknown): string | undefined {
  return typeof value === 'string' && SHAPE.test(value) ? value : undefined;
}

/** The id an event carries in its detail (`metadata.correlationId`), if well formed. */
export function correlationIdOfDetail(detail: unknown): string | undefined {
  if (!detail || typeof detail !== 'object') return undefined;
  const metadata = (detail as { metadata?: unknown }).metadata;
  if (!metadata || typeof metadata !== 'object') return undefined;
  return acceptCorrelationId((metadata as { correlationId?: unknown }).correlationId);
}

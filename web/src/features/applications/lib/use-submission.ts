import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { Notice } from '@/lib/run-action';
import { useAction } from '@/lib/use-action';
import { attemptKeys } from './attempt-key';

/**
 * Sends a form's submission (spec §4 "Forms"): busy while it runs; then the success toast and the
 * way home (or to `done`), or the failure toast with the form left as it was. A second press while
 * one is under way does nothing, and a repeat of the same body keeps its idempotency key. The
 * `revalidate` keys (SWR endpoint paths) reload before the toast, as every action's do.
 */
export function useSubmission<Body>({
  send,
  success,
  failure,
  done = '/',
  revalidate,
}: {
  send: (body: Body, idempotencyKey: string) => Promise<unknown>;
  success: Notice;
  failure: (error: unknown) => Notice;
  done?: string;
  revalidate?: readonly string[];
}) {
  const navigate = useNavigate();
  const { act, busy } = useAction();
  const [keyFor] = useState(() => attemptKeys(newIdempotencyKey));
  const running = useRef(false);

  /** `prepare` builds the body (uploading the photo first, if any) and is part of the attempt. */
  const submit = async (prepare: () => Promise<Body> | Body) => {
    if (running.current) return;
    running.current = true;
    try {
      const sent = await act({
        run: async () => {
          const body = await prepare();
          return send(body, keyFor(body));
        },
        success,
        error: failure,
        revalidate,
      });
      if (sent.ok) void navigate(done);
    } finally {
      running.current = false;
    }
  };

  return { submit, busy };
}

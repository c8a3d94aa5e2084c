import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { runAction, type Action, type ActionResult } from './run-action';
import { toast } from './toast';

/** Whether an SWR key is the endpoint `path`'s: the path itself or a `[path, …]` key. */
export const isKeyOf = (path: string) => (key: unknown) =>
  key === path || (Array.isArray(key) && key[0] === path);

/**
 * `runAction` with the app's toasts, SWR revalidation and a busy flag for the buttons that start
 * it (docs/architecture.md, web rules: the action helper). One hook may run several actions; busy
 * is true while any of them runs.
 */
export function useAction() {
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);
  const act = useCallback(
    <T>(action: Action<T>): Promise<ActionResult<T>> =>
      runAction(action, {
        toast,
        revalidate: (path) => mutate(isKeyOf(path)),
        setBusy: (busy) => setRunning((n) => n + (busy ? 1 : -1)),
      }),
    [mutate],
  );
  return { act, busy: running > 0 };
}

import { exportMessages, type TTimesheetExport } from '@contracts/timesheets/export';

/** How often and how long the form asks again about an export the server is still making. */
export const EXPORT_POLL_MS = 1000;
export const EXPORT_GIVE_UP_MS = 60_000;

/**
 * The export once it is done or has failed: asks `refresh` every `pollMs` while it is pending,
 * and answers it still pending after `giveUpMs` (the caller then says it failed to arrive).
 */
export async function waitUntilSettled(
  started: TTimesheetExport,
  refresh: () => Promise<TTimesheetExport>,
  options: { pollMs?: number; giveUpMs?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<TTimesheetExport> {
  const pollMs = options.pollMs ?? EXPORT_POLL_MS;
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  let current = started;
  for (
    let waited = 0;
    current.status === 'pending' && waited < (options.giveUpMs ?? EXPORT_GIVE_UP_MS);
    waited += pollMs
  ) {
    await sleep(pollMs);
    current = await refresh();
  }
  return current;
}

/** What the form tells the user about a finished wait: the file is ready, or there is none. */
export type ExportOutcome = { ok: boolean; message: string };

export function exportOutcome(settled: TTimesheetExport): ExportOutcome {
  if (settled.status === 'done')
    return { ok: true, message: settled.message || exportMessages.done };
  // A failure carries its reason. An export still not ready when the form stopped asking has
  // no file to offer either, and its "being prepared" text would contradict the failure title.
  const reason = settled.status === 'failed' ? settled.message : '';
  return { ok: false, message: reason || exportMessages.failed };
}

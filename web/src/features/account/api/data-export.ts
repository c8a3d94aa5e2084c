import useSWR from 'swr';
import type { TDataExport } from '@contracts/account/data-export';
import { accountRoutes } from '@contracts/account/routes';
import { callApi } from '@/lib/call-api';

/** The archive's endpoint; its SWR key is `[dataExportKey, sub]`, so actions revalidate it by this. */
export const dataExportKey = accountRoutes.getExport.path;

/** How often the page asks again while an archive is being prepared. */
export const DATA_EXPORT_POLL_MS = 3_000;

/** The latest archive of the account, if any (a fresh download link while it is ready). */
export const getDataExport = () =>
  callApi(accountRoutes.getExport, { schema: accountRoutes.getExport.response });

/** Asks for a new archive, which replaces the last one; the answer is the archive, pending. */
export const requestDataExport = () =>
  callApi(accountRoutes.requestExport, { schema: accountRoutes.requestExport.response });

/** While pending, polled until the archive is ready (or failed); then left alone. */
export const pollWhilePending = (latest: TDataExport | undefined) =>
  latest?.status === 'pending' ? DATA_EXPORT_POLL_MS : 0;

/**
 * Keyed by the user, so another sign-in never sees this account's archive. SWR reads an interval
 * function only when its polling effect runs, which is when the option changes: a new function
 * each render lets a render that turns the archive pending start the polling.
 */
export function useDataExport(sub: string) {
  return useSWR([dataExportKey, sub], getDataExport, {
    refreshInterval: (latest) => pollWhilePending(latest),
  });
}

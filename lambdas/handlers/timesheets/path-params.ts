import { entryMessages } from '@contracts/timesheets/entry';
import { exportMessages } from '@contracts/timesheets/export';
import * as z from 'zod';
import { notFound } from '../../errors';

type Params = Record<string, string | undefined>;

/** `{entryId}`: an id that cannot exist is simply not found, like another owner's. */
export function entryIdOf(params: Params): string {
  const parsed = z.uuid().safeParse(params.entryId);
  if (!parsed.success) throw notFound(entryMessages.notFound);
  return parsed.data;
}

/** `{exportId}`. */
export function exportIdOf(params: Params): string {
  const parsed = z.uuid().safeParse(params.exportId);
  if (!parsed.success) throw notFound(exportMessages.notFound);
  return parsed.data;
}

import { applicationMessages, type TApplicationDetail } from '@contracts/applications/application';
import { conflict, ID_TAKEN, notFound } from '../../errors';
import { applicationKey, noteItem } from './application-item';
import { getApplication } from './get-application';
import { screenerName, type ScreenerChangeDeps } from './screener';

/** A screener's note on an application, signed with their e-mail and the time. */
export async function addNote(
  deps: ScreenerChangeDeps,
  input: { id: string; sub: string; text: string },
): Promise<TApplicationDetail> {
  await deps.table
    .transaction()
    .check(applicationKey(input.id), { exists: true }, notFound(applicationMessages.notFound))
    .create(
      noteItem({
        id: input.id,
        noteId: deps.ids.newId(),
        text: input.text,
        by: await screenerName(deps.users, input.sub),
        at: deps.clock.now().toISOString(),
      }),
      conflict(ID_TAKEN),
    )
    .commit();
  return getApplication(deps, input.id);
}

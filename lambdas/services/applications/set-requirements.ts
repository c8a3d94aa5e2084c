import { applicationMessages, type TApplicationDetail } from '@contracts/applications/application';
import type { TRoleRequirementsParsed } from '@contracts/applications/role-request';
import { badRequest } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { Table } from '../../ports/table';
import { applicationKey } from './application-item';
import { getApplication, readApplication } from './get-application';

/**
 * A screener refines what a role request asks of candidates (the form sends none): matching
 * reads these from now on; the submission as sent is kept unchanged beside them.
 */
export async function setRequirements(
  deps: {
    table: Pick<Table, 'queryAll' | 'updateExisting'>;
    clock: Clock;
    photos: Pick<FileStore, 'presignGet'>;
  },
  input: { id: string; requirements: TRoleRequirementsParsed },
): Promise<TApplicationDetail> {
  const { item } = await readApplication(deps.table, input.id);
  if (item.kind !== 'role') throw badRequest(applicationMessages.notARole);
  await deps.table.updateExisting(
    applicationKey(item.id),
    { set: { requirements: input.requirements, updatedAt: deps.clock.now().toISOString() } },
    { notFound: applicationMessages.notFound },
  );
  return getApplication(deps, item.id);
}

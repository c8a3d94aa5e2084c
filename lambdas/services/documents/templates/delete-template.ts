import { templateMessages } from '@contracts/documents/templates';
import { notFound } from '../../../errors';
import { ConditionFailed, type Table } from '../../../ports/table';
import { templateKey } from './template-item';

/** Deletes one of the caller's templates; documents started from it keep what they were given. */
export async function deleteTemplate(
  deps: { table: Pick<Table, 'delete'> },
  input: { sub: string; id: string },
): Promise<void> {
  try {
    await deps.table.delete(templateKey(input.sub, input.id), { exists: true });
  } catch (error) {
    throw error instanceof ConditionFailed ? notFound(templateMessages.notFound) : error;
  }
}

import { useState } from 'react';
import type { TTemplate } from '@contracts/documents/templates';
import type { RoleSigner, RoleSignerErrors } from './templates';

/**
 * The people typed for a template's roles, with their inline messages. The rows belong to the
 * template they were typed for: choosing another template starts from its own (empty) rows.
 * `fields` is what `TemplateSignerFields` shows and updates.
 */
export function useRoleSigners(template: TTemplate | undefined) {
  const [typed, setTyped] = useState<{ templateId: string; rows: RoleSigner[] }>({
    templateId: '',
    rows: [],
  });
  const [errors, setErrors] = useState<RoleSignerErrors[]>([]);
  const rows = template && typed.templateId === template.id ? typed.rows : [];

  const onChange = (index: number, row: RoleSigner) => {
    if (!template) return;
    const next = [...rows];
    next[index] = row;
    setTyped({ templateId: template.id, rows: next });
  };

  return {
    rows,
    setErrors,
    /** Starts the rows of the template `templateId` from these (e.g. the draft's own signers). */
    fill: (templateId: string, filled: RoleSigner[]) => setTyped({ templateId, rows: filled }),
    fields: { rows, errors, onChange },
  };
}

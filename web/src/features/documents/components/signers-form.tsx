import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import type { TDocument } from '@contracts/documents/document';
import {
  MAX_SIGNERS,
  signerMessages,
  WORKFLOW_TYPE_LABELS,
  WORKFLOW_TYPES,
  ZSaveWorkflow,
  type TWorkflowType,
} from '@contracts/documents/workflow';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { documentKey } from '../api/get-document';
import { saveWorkflow } from '../api/save-workflow';
import { moveRow, type SignerRow } from '../lib/signers';

/** A signer's Name and Email, each as long as the contract allows. */
const PERSON_FIELDS = [
  { name: 'name', label: 'Name', type: undefined, maxLength: 100 },
  { name: 'email', label: 'Email', type: 'email', maxLength: 255 },
] as const;

/** A signer's two moves in the signing order: a step up or a step down. */
const MOVES = [
  { direction: 'up', icon: ArrowUp, by: -1 },
  { direction: 'down', icon: ArrowDown, by: 1 },
] as const;

/**
 * Signer setup (spec §5): names and e-mails in signing order, and whether everyone is asked at
 * once (group) or one after another (chain). Saving replaces the signers and goes on to the
 * field editor.
 */
export function SignersForm({ document }: { document: TDocument }) {
  const id = useId();
  const navigate = useNavigate();
  const { act, busy } = useAction();
  const nextKey = useRef(0);
  const newRow = (name = '', email = ''): SignerRow => ({
    key: `row-${nextKey.current++}`,
    name,
    email,
  });
  const [rows, setRows] = useState<SignerRow[]>(() =>
    document.signers.length > 0 ? document.signers.map((s) => newRow(s.name, s.email)) : [newRow()],
  );
  const [workflowType, setWorkflowType] = useState<TWorkflowType>(document.workflowType);
  const [error, setError] = useState<string | undefined>();

  const update = (key: string, change: Partial<SignerRow>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const remove = (key: string) => {
    if (rows.length === 1) {
      toast.error('Validation Error', { description: signerMessages.atLeastOne });
      return;
    }
    setRows((current) => current.filter((r) => r.key !== key));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSaveWorkflow.safeParse({
      workflowType,
      signers: rows.map(({ name, email }) => ({ name, email })),
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? signerMessages.saveFailed;
      setError(message);
      toast.error('Validation Error', { description: message });
      return;
    }
    setError(undefined);
    const saved = await act({
      run: () => saveWorkflow(document.id, parsed.data),
      success: signerMessages.saved,
      error: signerMessages.saveFailed,
      revalidate: [documentKey(document.id)],
    });
    if (saved.ok) navigate(`/documents/${encodeURIComponent(document.id)}/edit`);
  };

  return (
    <form className="grid gap-8" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-lg font-semibold">Signers</legend>
        <ol className="grid gap-3" aria-label="Signers in order">
          {rows.map((row, index) => (
            <li
              key={row.key}
              className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[auto_1fr_1fr_auto] sm:items-end"
            >
              <span className="text-sm font-semibold text-muted-foreground sm:pb-2.5">
                {index + 1}.
              </span>
              {PERSON_FIELDS.map(({ name, label, type, maxLength }) => (
                <div key={name} className="grid gap-2">
                  <Label htmlFor={`${id}-${row.key}-${name}`}>{label}</Label>
                  <Input
                    id={`${id}-${row.key}-${name}`}
                    type={type}
                    value={row[name]}
                    maxLength={maxLength}
                    autoComplete="off"
                    onChange={(e) => update(row.key, { [name]: e.target.value })}
                  />
                </div>
              ))}
              <div className="flex gap-1">
                {MOVES.map(({ direction, icon, by }) => (
                  <IconButton
                    key={direction}
                    type="button"
                    label={`Move signer ${index + 1} ${direction}`}
                    icon={icon}
                    className="size-9"
                    disabled={by < 0 ? index === 0 : index === rows.length - 1}
                    onClick={() => setRows((r) => moveRow(r, index, index + by))}
                  />
                ))}
                <IconButton
                  type="button"
                  label={`Remove signer ${index + 1}`}
                  icon={X}
                  className="size-9 text-destructive hover:text-destructive"
                  onClick={() => remove(row.key)}
                />
              </div>
            </li>
          ))}
        </ol>
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={rows.length >= MAX_SIGNERS}
            onClick={() => setRows((r) => [...r, newRow()])}
          >
            <Plus aria-hidden />
            Add Signer
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-3 text-lg font-semibold">Workflow</legend>
        {WORKFLOW_TYPES.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 has-[:checked]:border-primary"
          >
            <input
              type="radio"
              name={`${id}-workflow`}
              value={type}
              checked={workflowType === type}
              onChange={() => setWorkflowType(type)}
              className="mt-1"
            />
            <span className="text-sm">{WORKFLOW_TYPE_LABELS[type]}</span>
          </label>
        ))}
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save and place fields'}
        </Button>
      </div>
    </form>
  );
}

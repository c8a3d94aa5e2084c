import { templateMessages, type TTemplate } from '@contracts/documents/templates';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { emptyRoleSigner, type RoleSigner, type RoleSignerErrors } from '../lib/templates';

/** "Start from a template" on the upload form: none, or one of the owner's templates. */
export function TemplateChoice({
  id,
  templates,
  value,
  missing,
  failed,
  disabled,
  onChange,
}: {
  id: string;
  templates: TTemplate[] | undefined;
  /** The chosen template's id, '' for none. */
  value: string;
  /** The link named a template the owner no longer has. */
  missing: boolean;
  /** The templates could not be loaded. */
  failed: boolean;
  disabled: boolean;
  onChange: (templateId: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Start from a template</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">No template</option>
        {(templates ?? []).map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {failed
          ? `${templateMessages.loadFailed}. Reload the page to try again.`
          : missing
            ? 'That template no longer exists: choose another, or upload without one.'
            : 'Its signers’ fields are placed on the new document, which must have the same number of pages.'}
      </p>
    </div>
  );
}

/** One Name and Email for each of the template's roles, in the roles' (signing) order. */
export function TemplateSignerFields({
  id,
  template,
  rows,
  errors,
  disabled,
  onChange,
}: {
  id: string;
  template: TTemplate;
  rows: readonly (RoleSigner | undefined)[];
  errors: readonly (RoleSignerErrors | undefined)[];
  disabled: boolean;
  onChange: (index: number, row: RoleSigner) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">Signers</legend>
      <p className="text-xs text-muted-foreground">
        Who signs as each role of “{template.name}”, in signing order.
      </p>
      <ol className="grid gap-3" aria-label="Signers by role">
        {template.roles.map((role, index) => {
          const row = rows[index] ?? emptyRoleSigner();
          const error = errors[index] ?? {};
          const base = `${id}-role-${index}`;
          const update = (change: Partial<RoleSigner>) => onChange(index, { ...row, ...change });
          return (
            <li key={index} className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor={`${base}-name`}>{role} name</Label>
                <Input
                  id={`${base}-name`}
                  value={row.name}
                  maxLength={100}
                  autoComplete="off"
                  disabled={disabled}
                  aria-invalid={error.name ? true : undefined}
                  aria-describedby={error.name ? `${base}-name-error` : undefined}
                  onChange={(e) => update({ name: e.target.value })}
                />
                {error.name && (
                  <p id={`${base}-name-error`} className="text-sm text-destructive">
                    {error.name}
                  </p>
                )}
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${base}-email`}>{role} email</Label>
                <Input
                  id={`${base}-email`}
                  type="email"
                  value={row.email}
                  maxLength={255}
                  autoComplete="off"
                  disabled={disabled}
                  aria-invalid={error.email ? true : undefined}
                  aria-describedby={error.email ? `${base}-email-error` : undefined}
                  onChange={(e) => update({ email: e.target.value })}
                />
                {error.email && (
                  <p id={`${base}-email-error`} className="text-sm text-destructive">
                    {error.email}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

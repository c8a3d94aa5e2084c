import { useEffect, useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { TApplicationDetail } from '@contracts/applications/application';
import { CERTIFICATIONS, SECURITY_DOMAINS } from '@contracts/applications/options';
import {
  requirementMessages,
  ZRoleRequirements,
  type TRoleRequirementsParsed,
} from '@contracts/applications/role-request';
import { YearsInput } from '@/components/forms/years-input';
import { Button } from '@/components/ui/button';
import { ChipGroup } from '@/components/ui/chip-group';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { applicationPath } from '../api/get-application';
import { matchesPath } from '../api/get-matches';
import { setRequirements } from '../api/set-requirements';
import { NONE_SET, requirementsSummary } from '../lib/requirements';
import { Field, Fields, Tags } from './detail-list';
import { SectionCard } from './section-card';

type RoleDetail = Extract<TApplicationDetail, { kind: 'role' }>;

/**
 * What a role request asks of candidates, as matching uses it: as the company sent it until a
 * screener refines it here. Saving re-ranks the candidates in the matching section below.
 */
export function RequirementsCard({ detail }: { detail: RoleDetail }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Back from the form, the focus returns to the button that opened it.
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const close = () => {
    refocus.current = true;
    setEditing(false);
  };

  return (
    <SectionCard
      headingId="requirements-heading"
      title="Requirements"
      description="What this role asks of candidates. Matching uses these together with what it reads in the role’s description; saving them updates the ranking."
      contentClassName="grid gap-4"
    >
      {editing ? (
        <RequirementsForm id={detail.id} requirements={detail.requirements} onDone={close} />
      ) : (
        <>
          <RequirementsSummary requirements={detail.requirements} />
          <div>
            <Button ref={editButton} size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit requirements
            </Button>
          </div>
        </>
      )}
    </SectionCard>
  );
}

function RequirementsSummary({ requirements }: { requirements: TRoleRequirementsParsed }) {
  return (
    <Fields>
      {requirementsSummary(requirements).map((line) => (
        <Field key={line.label} label={line.label}>
          {Array.isArray(line.value) ? <Tags values={line.value} empty={NONE_SET} /> : line.value}
        </Field>
      ))}
    </Fields>
  );
}

/**
 * The requirements as chips, a number and a switch, checked by the API's own contract. Saved,
 * the detail and the match report reload before the form closes, so what shows is what the
 * ranking now uses.
 */
function RequirementsForm({
  id,
  requirements,
  onDone,
}: {
  id: string;
  requirements: TRoleRequirementsParsed;
  onDone: () => void;
}) {
  const prefix = useId();
  const form = useContractForm(ZRoleRequirements, {
    defaultValues: requirements,
    idPrefix: prefix,
  });
  const { act, busy } = useAction();
  const { setFocus } = form;
  // Opened, the form starts at its first chip.
  useEffect(() => {
    setFocus('requiredExpertise');
  }, [setFocus]);

  const onSubmit = form.submit(async (values) => {
    const saved = await act({
      run: () => setRequirements(id, values),
      success: requirementMessages.saved,
      error: requirementMessages.saveFailed,
      revalidate: [applicationPath(id), matchesPath(id)],
    });
    if (saved.ok) onDone();
  });

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <Controller
        control={form.control}
        name="requiredExpertise"
        render={({ field, fieldState }) => (
          <ChipGroup
            id={`${prefix}-requiredExpertise`}
            legend="Security domains"
            hint="Choose the domains the role needs, if any"
            options={SECURITY_DOMAINS}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            focusRef={field.ref}
          />
        )}
      />
      <Controller
        control={form.control}
        name="requiredCertifications"
        render={({ field, fieldState }) => (
          <ChipGroup
            id={`${prefix}-requiredCertifications`}
            legend="Certifications"
            hint="Choose the certifications the role needs, if any"
            options={CERTIFICATIONS}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            focusRef={field.ref}
          />
        )}
      />
      <FormField
        field={form.field('requiredExperience')}
        label="Minimum years of experience"
        hint="From 0 to 50; 0 means no minimum."
      >
        {(control) => <YearsInput {...control} min={0} />}
      </FormField>
      <div className="flex items-center gap-3">
        <Controller
          control={form.control}
          name="boardExperienceRequired"
          render={({ field }) => (
            <Switch
              id={`${prefix}-boardExperienceRequired`}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor={`${prefix}-boardExperienceRequired`}>Board experience required</Label>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { FormField } from '@/components/ui/form-field';
import { YearsInput } from '@/components/forms/years-input';
import { Label } from '@/components/ui/label';
import type { CisoForm } from '../../lib/ciso-form';
import { CountedTextarea } from '../counted-textarea';
import { FormSection } from '../form-section';

/** Years in security leadership, board experience, executive roles and achievements (spec §5). */
export function ExperienceSection({ form }: { form: CisoForm }) {
  return (
    <FormSection title="Your Experience">
      <FormField
        field={form.field('yearsOfExperience')}
        label="Years of experience"
        hint="Years in security leadership, from 1 to 50."
      >
        {(control) => <YearsInput {...control} min={1} />}
      </FormField>
      <BoardCheckbox field={form.field('hasBoardExperience')} />
      <CountedTextarea
        field={form.field('executiveExperience')}
        control={form.control}
        label="Executive experience"
        hint="At least 50 characters: the leadership roles you have held and who you reported to."
      />
      <CountedTextarea
        field={form.field('keyAchievements')}
        control={form.control}
        label="Key achievements"
        hint="At least 100 characters: programmes you built, audits you passed, risks you reduced."
        rows={6}
      />
    </FormSection>
  );
}

function BoardCheckbox({ field }: { field: ReturnType<CisoForm['field']> }) {
  return (
    <div className="flex items-start gap-3">
      <input
        {...field.input}
        id={field.id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-[var(--primary)]"
      />
      <Label htmlFor={field.id} className="cursor-pointer leading-snug">
        I have board-level experience
      </Label>
    </div>
  );
}

import type { TMatchReport } from '@contracts/applications/matching';
import { Field, Fields, Tags } from '../detail-list';
import { NOT_STATED, requirementLines } from '../../lib/matching';

/** What the role asks for, as matching read it, and what each criterion can give. */
export function Requirements({ report }: { report: TMatchReport }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="grid gap-3" aria-labelledby="role-asks-heading">
        <h4 id="role-asks-heading" className="font-semibold">
          What the role asks for
        </h4>
        <Fields>
          {requirementLines(report.requirements).map((line) => (
            <Field key={line.label} label={line.label}>
              {Array.isArray(line.value) ? (
                <Tags values={line.value} />
              ) : (
                <span className={line.value === NOT_STATED ? 'text-muted-foreground' : ''}>
                  {line.value}
                </span>
              )}
            </Field>
          ))}
        </Fields>
      </section>
      <section className="grid content-start gap-3" aria-labelledby="weights-heading">
        <h4 id="weights-heading" className="font-semibold">
          Weights
        </h4>
        <p className="text-sm text-muted-foreground">
          The most points each criterion can give; together they make 100.
        </p>
        <ul className="grid gap-1 text-sm">
          {report.weights.map((weight) => (
            <li key={weight.criterion} className="flex justify-between gap-4 border-b py-1">
              <span>{weight.label}</span>
              <span className="tabular-nums">{weight.weight}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

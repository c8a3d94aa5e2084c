import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import Download from 'lucide-react/icons/download';
import FolderOpen from 'lucide-react/icons/folder-open';
import {
  exportMessages,
  ZRequestExport,
  type TRequestExport,
  type TTimesheetExport,
} from '@contracts/timesheets/export';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { DeliveryFields } from '@/features/documents/delivery-fields';
import { errorMessage } from '@/lib/error-message';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { getExport, requestExport } from '../api/request-export';
import { exportOutcome, waitUntilSettled } from '../lib/export-progress';

/**
 * The export form (spec §2, §5): the period's first and last day, PDF or CSV, and optionally an
 * e-mail with the file attached and a copy saved into one of the user's libraries. While the
 * file is being made the form says so; then it offers the download and, when saved, the
 * document in its library.
 */
export function ExportForm({
  bookingPageId,
  defaultValues,
}: {
  bookingPageId: string;
  defaultValues: TRequestExport;
}) {
  const id = useId();
  const form = useContractForm(ZRequestExport, { defaultValues, idPrefix: id });
  const [working, setWorking] = useState(false);
  const [result, setResult] = useState<TTimesheetExport>();
  const resultRef = useRef<HTMLDivElement>(null);

  const onSubmit = form.submit(async (values) => {
    setWorking(true);
    setResult(undefined);
    try {
      const started = await requestExport(bookingPageId, {
        ...values,
        idempotencyKey: newIdempotencyKey(),
      });
      const settled = await waitUntilSettled(started, () => getExport(bookingPageId, started.id));
      const outcome = exportOutcome(settled);
      if (outcome.ok) {
        toast.success(outcome.message);
        setResult(settled);
        // Focus moves to the outcome, so keyboard and screen reader users find the download.
        requestAnimationFrame(() => resultRef.current?.focus());
      } else {
        toast.error(exportMessages.failedTitle, { description: outcome.message });
      }
    } catch (error) {
      toast.error(exportMessages.failedTitle, {
        description: errorMessage(error, exportMessages.failed),
      });
    } finally {
      setWorking(false);
    }
  });

  return (
    <div className="grid gap-6">
      <form className="grid gap-5" onSubmit={onSubmit} noValidate aria-busy={working}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField field={form.field('startDate')} label="Start date">
            {(control) => <Input {...control} type="date" required />}
          </FormField>
          <FormField field={form.field('endDate')} label="End date">
            {(control) => <Input {...control} type="date" required />}
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Format</legend>
          <div className="flex flex-wrap gap-5">
            {(['pdf', 'csv'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={type}
                  className="size-4 accent-primary"
                  {...form.register('fileType')}
                />
                {type.toUpperCase()}
              </label>
            ))}
          </div>
        </fieldset>
        <DeliveryFields form={form} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={working}>
            <Download aria-hidden />
            {working ? 'Exporting...' : 'Export'}
          </Button>
          <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted-foreground">
            {working && (
              <>
                <Spinner label="Preparing your export" />
                Preparing your export…
              </>
            )}
          </p>
        </div>
      </form>
      {result?.downloadUrl && (
        <div
          ref={resultRef}
          tabIndex={-1}
          className="grid gap-3 rounded-lg border bg-muted/40 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="export-result"
        >
          <p className="text-sm">{result.message}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="sm">
              <a href={result.downloadUrl} download={result.fileName ?? undefined}>
                <Download aria-hidden />
                Download {result.fileType.toUpperCase()}
              </a>
            </Button>
            {result.documentId && (
              <Button asChild size="sm" variant="outline">
                <Link to={`/documents/${encodeURIComponent(result.documentId)}`}>
                  <FolderOpen aria-hidden />
                  Open in library
                </Link>
              </Button>
            )}
          </div>
          {/* A file name can be wider than a phone: it wraps here, where it may break anywhere. */}
          <p className="text-xs wrap-anywhere text-muted-foreground">
            {result.fileName && <>{result.fileName} · </>}The download link works for one hour.
          </p>
        </div>
      )}
    </div>
  );
}

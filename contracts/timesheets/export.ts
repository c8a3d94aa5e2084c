import { customRangeProblem, customRangeMessages } from '@domain/timesheets/periods';
import * as z from 'zod';

/** Timesheet exports (spec §2 export form, §5 export, §7 export-timesheet). */

export const EXPORT_FILE_TYPES = ['pdf', 'csv'] as const;
export type TExportFileType = (typeof EXPORT_FILE_TYPES)[number];
export const DEFAULT_EXPORT_FILE_TYPE: TExportFileType = 'pdf';
export const EXPORT_CONTENT_TYPES: Record<TExportFileType, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

export const EXPORT_STATUSES = ['pending', 'done', 'failed'] as const;
export type TExportStatus = (typeof EXPORT_STATUSES)[number];

export const exportMessages = {
  startDateRequired: 'Please choose a start date',
  endDateRequired: 'Please choose an end date',
  emailRequired: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address',
  libraryRequired: 'Please choose a library',
  fileType: 'Please choose PDF or CSV',
  /** The toast of a failed export (spec §8), with the message as its description. */
  failedTitle: 'Export failed',
  failed: 'Failed to export timesheet',
  /** The success toast when the server gives no message of its own (spec §8). */
  done: 'Timesheet exported successfully',
  pending: 'Your export is being prepared. It will appear here as soon as it is ready.',
  notFound: 'Export not found',
  requestKey: 'Invalid request key',
  keyReused: 'This export request was already used for another export. Please try again.',
} as const;

/**
 * How a made file is delivered (an export, an invoice): mailed as an attachment to an address,
 * saved into one of the owner's libraries, or neither. `idempotencyKey` is made once per attempt
 * by the form, so a double click or a retried request makes one file and sends one mail.
 */
export const deliveryShape = {
  sendEmail: z.boolean().default(false),
  emailAddress: z.string().trim().max(255).nullable().optional().default(null),
  saveToLibrary: z.boolean().default(false),
  libraryId: z.string().trim().max(100).nullable().optional().default(null),
  idempotencyKey: z.uuid(exportMessages.requestKey).optional(),
};

interface Delivery {
  sendEmail: boolean;
  emailAddress: string | null;
  saveToLibrary: boolean;
  libraryId: string | null;
}

/** An address is needed only when e-mailing, a library only when saving. */
export function checkDelivery(value: Delivery, ctx: z.RefinementCtx): void {
  if (value.sendEmail) {
    if (!value.emailAddress)
      ctx.addIssue({
        code: 'custom',
        message: exportMessages.emailRequired,
        path: ['emailAddress'],
      });
    else if (!z.email().safeParse(value.emailAddress).success)
      ctx.addIssue({
        code: 'custom',
        message: exportMessages.emailInvalid,
        path: ['emailAddress'],
      });
  }
  if (value.saveToLibrary && !value.libraryId)
    ctx.addIssue({
      code: 'custom',
      message: exportMessages.libraryRequired,
      path: ['libraryId'],
    });
}

/** What is not asked for is not kept: no address unless e-mailing, no library unless saving. */
export const onlyAsAsked = <T extends Delivery>(value: T): T => ({
  ...value,
  emailAddress: value.sendEmail ? value.emailAddress : null,
  libraryId: value.saveToLibrary ? value.libraryId : null,
});

/**
 * `POST /api/booking-pages/{id}/timesheet-exports`: the export form. Both dates are days on the
 * owner's calendar, both included. An address is needed only when e-mailing, a library only
 * when saving. `idempotencyKey` is made once per attempt by the form, so a double click or a
 * retried request makes one file and sends one mail.
 */
export const ZRequestExport = z
  .object(
    {
      startDate: z.string(exportMessages.startDateRequired).trim(),
      endDate: z.string(exportMessages.endDateRequired).trim(),
      fileType: z.enum(EXPORT_FILE_TYPES, exportMessages.fileType).default('pdf'),
      ...deliveryShape,
    },
    exportMessages.startDateRequired,
  )
  .superRefine((value, ctx) => {
    if (!value.startDate)
      ctx.addIssue({
        code: 'custom',
        message: exportMessages.startDateRequired,
        path: ['startDate'],
      });
    else if (!value.endDate)
      ctx.addIssue({ code: 'custom', message: exportMessages.endDateRequired, path: ['endDate'] });
    else {
      const problem = customRangeProblem(value.startDate, value.endDate);
      if (problem && problem !== customRangeMessages.datesRequired)
        ctx.addIssue({ code: 'custom', message: problem, path: ['endDate'] });
    }
    checkDelivery(value, ctx);
  })
  .transform(onlyAsAsked);
export type TRequestExport = z.input<typeof ZRequestExport>;
export type TRequestExportParsed = z.output<typeof ZRequestExport>;

/**
 * An export as the form shows it: its state, the message to show, and, once the file is ready,
 * a download link valid for an hour (spec §9).
 */
export const ZTimesheetExport = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  fileType: z.enum(EXPORT_FILE_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  /** What the user is told: what was produced, where it was sent and saved. */
  message: z.string(),
  fileName: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  /** The document the file was saved as, when saved to a library. */
  documentId: z.string().nullable(),
  libraryId: z.string().nullable(),
  emailedTo: z.string().nullable(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TTimesheetExport = z.infer<typeof ZTimesheetExport>;

/** EventBridge detail of `TimesheetExportRequested` (docs/events.md): the consumer re-reads the rest. */
export const TIMESHEET_EXPORT_REQUESTED = 'TimesheetExportRequested';
export const ZTimesheetExportRequested = z.object({
  bookingPageId: z.string(),
  exportId: z.string(),
});
export type TTimesheetExportRequested = z.infer<typeof ZTimesheetExportRequested>;

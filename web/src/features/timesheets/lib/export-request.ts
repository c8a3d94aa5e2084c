import { DEFAULT_EXPORT_FILE_TYPE, type TRequestExport } from '@contracts/timesheets/export';
import { monthOf } from './dates';

/**
 * The export form's first values: the days of the period the overview showed (passed along in
 * the query), else the month holding `today`. Nothing is e-mailed or saved unless asked.
 */
export function exportDefaults(params: URLSearchParams, today: string): TRequestExport {
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  const days = startDate && endDate ? { startDate, endDate } : monthOf(today);
  return {
    ...days,
    fileType: DEFAULT_EXPORT_FILE_TYPE,
    sendEmail: false,
    emailAddress: '',
    saveToLibrary: false,
    libraryId: '',
  };
}

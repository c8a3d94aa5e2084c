/** The timesheet paths of one booking page; SWR keys start with them, so actions revalidate them. */
const calendarPath = (calendarId: string) => `/api/calendars/${encodeURIComponent(calendarId)}`;

export const timesheetKey = (calendarId: string) => `${calendarPath(calendarId)}/timesheet`;
export const entriesPath = (calendarId: string) => `${calendarPath(calendarId)}/timesheet-entries`;
export const meetingsPath = (calendarId: string) =>
  `${calendarPath(calendarId)}/timesheet-meetings`;
export const entryPath = (calendarId: string, entryId: string) =>
  `${entriesPath(calendarId)}/${encodeURIComponent(entryId)}`;
export const submissionsPath = (calendarId: string) =>
  `${calendarPath(calendarId)}/timesheet-submissions`;
export const approvalsPath = (calendarId: string) =>
  `${calendarPath(calendarId)}/timesheet-approvals`;
export const exportsPath = (calendarId: string) => `${calendarPath(calendarId)}/timesheet-exports`;

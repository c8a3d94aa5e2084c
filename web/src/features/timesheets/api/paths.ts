/** The timesheet paths of one booking page; SWR keys start with them, so actions revalidate them. */
const calendarPath = (calendarId: string) => `/api/calendars/${encodeURIComponent(calendarId)}`;

export const timesheetKey = (calendarId: string) => `${calendarPath(calendarId)}/timesheet`;
export const entriesPath = (calendarId: string) => `${calendarPath(calendarId)}/timesheet-entries`;
export const meetingsPath = (calendarId: string) =>
  `${calendarPath(calendarId)}/timesheet-meetings`;
export const entryPath = (calendarId: string, entryId: string) =>
  `${entriesPath(calendarId)}/${encodeURIComponent(entryId)}`;
/** The page's submitted periods, newest first; posting here submits one. */
export const periodsPath = (calendarId: string) => `${calendarPath(calendarId)}/timesheet-periods`;
export const periodPath = (calendarId: string, periodId: string) =>
  `${periodsPath(calendarId)}/${encodeURIComponent(periodId)}`;
export const exportsPath = (calendarId: string) => `${calendarPath(calendarId)}/timesheet-exports`;
export const billingPath = (calendarId: string) => `${calendarPath(calendarId)}/billing`;
export const timerStartPath = (calendarId: string) => `${calendarPath(calendarId)}/timer`;
/** The person's one running timer, whatever page it runs on. */
export const timerPath = '/api/timer';

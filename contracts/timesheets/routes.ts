import { daysOfPeriodId } from '@domain/timesheets/period-id';
import * as z from 'zod';
import { ZProfessionalProfile, ZSaveProfessionalProfile } from '../account/professional-profile';
import { bookingPageMessages } from '../booking/booking-page';
import { defineRoutes } from '../route';
import { ZBillingSettings, ZBillingSettingsView } from './billing';
import { entryMessages, ZSaveTimeEntry, ZTimeEntry, ZTimeEntryDetail } from './entry';
import { exportMessages, ZRequestExport, ZTimesheetExport } from './export';
import {
  periodMessages,
  ZPeriodSent,
  ZReopenPeriod,
  ZSubmitPeriod,
  ZTimesheetPeriod,
  ZTimesheetPeriodList,
} from './period-approval';
import { ZStartTimer, ZStopTimer, ZTimerState } from './timer';
import {
  ZTimesheet,
  ZTimesheetEntriesPage,
  ZTimesheetLinesQuery,
  ZTimesheetMeetingsPage,
  ZTimesheetQuery,
} from './timesheet';

/**
 * Path parameters. Each answers 404 when malformed, with the message of an unknown one (an id that
 * cannot exist names nothing); the booking page is checked first.
 */
const ZBookingPageParams = z.object({ id: z.uuid() });
const ZEntryParams = ZBookingPageParams.extend({ entryId: z.uuid() });
const ZExportParams = ZBookingPageParams.extend({ exportId: z.uuid() });
/** A period's id names its days (`2026-11-02_2026-11-08`); anything else names no period. */
const ZPeriodParams = ZBookingPageParams.extend({
  periodId: z.string().refine((id) => daysOfPeriodId(id) !== undefined),
});

const bookingPageNotFound = bookingPageMessages.notFound;
const entryNotFound = { id: bookingPageNotFound, entryId: entryMessages.notFound };
const exportNotFound = { id: bookingPageNotFound, exportId: exportMessages.notFound };
const periodNotFound = { id: bookingPageNotFound, periodId: periodMessages.notFound };

/**
 * Timesheets of a booking page: the period's overview, time entries, submitting and approving,
 * exports (made by the export consumer), billing settings, the professional's profile and the
 * running timer. An approved period's invoice is the invoices area's (`contracts/invoices`).
 */
export const timesheetRoutes = defineRoutes('timesheets', {
  getTimesheet: {
    method: 'GET',
    path: '/api/booking-pages/{id}/timesheet',
    access: 'user',
    summary: "A period of a booking page's timesheet: meetings, entries (first pages) and totals",
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    query: ZTimesheetQuery,
    response: ZTimesheet,
  },
  listEntries: {
    method: 'GET',
    path: '/api/booking-pages/{id}/timesheet-entries',
    access: 'user',
    summary: "The period's time entries after the overview's first page, newest first",
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    query: ZTimesheetLinesQuery,
    response: ZTimesheetEntriesPage,
  },
  listMeetings: {
    method: 'GET',
    path: '/api/booking-pages/{id}/timesheet-meetings',
    access: 'user',
    summary: "The period's scheduled meetings after the overview's first page, newest first",
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    query: ZTimesheetLinesQuery,
    response: ZTimesheetMeetingsPage,
  },
  createEntry: {
    method: 'POST',
    path: '/api/booking-pages/{id}/timesheet-entries',
    access: 'user',
    summary: 'Logs a draft time entry on the booking page',
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    body: ZSaveTimeEntry,
    response: ZTimeEntry,
    status: 201,
  },
  getEntry: {
    method: 'GET',
    path: '/api/booking-pages/{id}/timesheet-entries/{entryId}',
    access: 'user',
    summary: "One time entry, with its times on the page's calendar for the edit form",
    params: ZEntryParams,
    notFound: entryNotFound,
    response: ZTimeEntryDetail,
  },
  updateEntry: {
    method: 'PUT',
    path: '/api/booking-pages/{id}/timesheet-entries/{entryId}',
    access: 'user',
    summary: "A draft entry's new times and details (a submitted or approved one is refused)",
    params: ZEntryParams,
    notFound: entryNotFound,
    body: ZSaveTimeEntry,
    response: ZTimeEntry,
  },
  deleteEntry: {
    method: 'DELETE',
    path: '/api/booking-pages/{id}/timesheet-entries/{entryId}',
    access: 'user',
    summary: 'Deletes a draft entry (a submitted or approved one is refused)',
    params: ZEntryParams,
    notFound: entryNotFound,
  },
  // Submitted periods: submit (mailing the client an approval link), resend, reopen.
  listPeriods: {
    method: 'GET',
    path: '/api/booking-pages/{id}/timesheet-periods',
    access: 'user',
    summary: "The booking page's submitted periods, newest first, with their states and history",
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    response: ZTimesheetPeriodList,
  },
  submitPeriod: {
    method: 'POST',
    path: '/api/booking-pages/{id}/timesheet-periods',
    access: 'user',
    summary: "Submits the period's drafts, locking them, and mails the client an approval link",
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    body: ZSubmitPeriod,
    response: ZPeriodSent,
    status: 201,
  },
  getPeriod: {
    method: 'GET',
    path: '/api/booking-pages/{id}/timesheet-periods/{periodId}',
    access: 'user',
    summary: 'One submitted period as its consultant sees it',
    params: ZPeriodParams,
    notFound: periodNotFound,
    response: ZTimesheetPeriod,
  },
  reopenPeriod: {
    method: 'POST',
    path: '/api/booking-pages/{id}/timesheet-periods/{periodId}/reopen',
    access: 'user',
    summary: "Makes a submitted period's entries editable again; its approval link stops working",
    params: ZPeriodParams,
    notFound: periodNotFound,
    body: ZReopenPeriod,
    response: ZTimesheetPeriod,
  },
  sendPeriod: {
    method: 'POST',
    path: '/api/booking-pages/{id}/timesheet-periods/{periodId}/send',
    access: 'user',
    summary: 'Mails the client a new approval link; the one sent before stops working',
    params: ZPeriodParams,
    notFound: periodNotFound,
    response: ZPeriodSent,
  },
  requestExport: {
    method: 'POST',
    path: '/api/booking-pages/{id}/timesheet-exports',
    access: 'user',
    summary: "Exports the timesheet as PDF or CSV: the file's link, or pending for a long period",
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    body: ZRequestExport,
    response: ZTimesheetExport,
  },
  getExport: {
    method: 'GET',
    path: '/api/booking-pages/{id}/timesheet-exports/{exportId}',
    access: 'user',
    summary: "An export's state and, once ready, a fresh download link",
    params: ZExportParams,
    notFound: exportNotFound,
    response: ZTimesheetExport,
  },
  // The professional's profile: their name to clients and visitors, and their invoices' seller
  // details (saving it names them on their booking pages too).
  getProfile: {
    method: 'GET',
    path: '/api/profile',
    access: 'user',
    summary: "The professional's profile (blank until saved)",
    response: ZProfessionalProfile,
  },
  saveProfile: {
    method: 'PUT',
    path: '/api/profile',
    access: 'user',
    summary: "Saves the professional's profile whole; issued invoices keep their details",
    body: ZSaveProfessionalProfile,
    response: ZProfessionalProfile,
  },
  // A booking page's billing settings: client, default rate, currency, tax and payment terms.
  getBilling: {
    method: 'GET',
    path: '/api/booking-pages/{id}/billing',
    access: 'user',
    summary: "A booking page's billing settings (the defaults when never saved)",
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    response: ZBillingSettingsView,
  },
  saveBilling: {
    method: 'PUT',
    path: '/api/booking-pages/{id}/billing',
    access: 'user',
    summary:
      "Saves a booking page's billing settings whole (the currency locks once time is logged)",
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    body: ZBillingSettings,
    response: ZBillingSettingsView,
  },
  // The person's one running timer: started on a page, stopped into a draft entry of it.
  startTimer: {
    method: 'POST',
    path: '/api/booking-pages/{id}/timer',
    access: 'user',
    summary: 'Starts the timer on the booking page (refused while another one runs)',
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    body: ZStartTimer,
    response: ZTimerState,
    status: 201,
  },
  getTimer: {
    method: 'GET',
    path: '/api/timer',
    access: 'user',
    summary: 'The running timer, if any, and the entry one past its 24 hours was stopped into',
    response: ZTimerState,
  },
  stopTimer: {
    method: 'POST',
    path: '/api/timer/stop',
    access: 'user',
    summary: 'Stops the timer into a draft entry of its booking page',
    body: ZStopTimer,
    response: ZTimeEntry,
    status: 201,
  },
  discardTimer: {
    method: 'DELETE',
    path: '/api/timer',
    access: 'user',
    summary: 'Throws the running timer away, logging nothing',
  },
});

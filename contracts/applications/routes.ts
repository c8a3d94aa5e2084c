import * as z from 'zod';
import { defineRoutes } from '../route';
import {
  applicationMessages,
  ZAddNote,
  ZApplicationDetail,
  ZApplicationList,
  ZApplicationListQuery,
  ZChangeStatus,
  ZSubmitted,
} from './application';
import { ZCisoApplication } from './ciso-application';
import { ZLinkedInAuthorize, ZLinkedInProfile, ZLinkedInProfileRequest } from './linkedin-profile';
import { ZMatchReport, ZProposeMatch } from './matching';
import {
  ZApplicationChanges,
  ZMatchDecision,
  ZMyApplication,
  ZMyApplicationList,
  ZMyApplicationsQuery,
} from './my-applications';
import { ZPartnerApplication } from './partner-application';
import { ZPhotoUpload, ZPhotoUploadRequest } from './photo';
import { ZRoleRequest, ZRoleRequirements } from './role-request';

/** An application's id: one that cannot exist is simply not found, like any unknown id. */
export const ZApplicationId = z.uuid();

const ZApplicationParams = z.object({ id: ZApplicationId });
/** A professional's application and the role request proposed to them. */
const ZMatchAnswerParams = z.object({ id: ZApplicationId, roleId: ZApplicationId });

/**
 * Applications: professionals, role requests and partners submit (signed in), with the
 * professional's photo uploaded first; administrators screen them and match roles. A submit may
 * carry an `idempotency-key` header (a UUID): the same key stores the submission once.
 */
export const applicationRoutes = defineRoutes('applications', {
  requestPhotoUpload: {
    method: 'POST',
    path: '/api/applications/photos',
    access: 'user',
    summary: "Where to upload the professional's photo: a presigned PUT and the path to send",
    body: ZPhotoUploadRequest,
    response: ZPhotoUpload,
    status: 201,
  },
  submitCiso: {
    method: 'POST',
    path: '/api/applications/ciso',
    access: 'user',
    summary: 'Submits a professional (fractional CISO) application',
    body: ZCisoApplication,
    response: ZSubmitted,
    status: 201,
  },
  submitRole: {
    method: 'POST',
    path: '/api/applications/role',
    access: 'user',
    summary: "Submits a company's role request",
    body: ZRoleRequest,
    response: ZSubmitted,
    status: 201,
  },
  submitPartner: {
    method: 'POST',
    path: '/api/applications/partner',
    access: 'user',
    summary: 'Submits a partner application',
    body: ZPartnerApplication,
    response: ZSubmitted,
    status: 201,
  },
  // "Quick Fill with LinkedIn" for any signed-in account: LinkedIn's consent screen, then the
  // profile it shared (never stored).
  authorizeLinkedIn: {
    method: 'POST',
    path: '/api/linkedin/authorize',
    access: 'user',
    summary: "LinkedIn's consent screen for the caller's Quick Fill",
    response: ZLinkedInAuthorize,
  },
  getLinkedInProfile: {
    method: 'POST',
    path: '/api/linkedin/profile',
    access: 'user',
    summary: 'The profile LinkedIn shared, for the code and state it sent back (never stored)',
    body: ZLinkedInProfileRequest,
    response: ZLinkedInProfile,
  },
  // An applicant's own submissions: read, change while new, withdraw; a professional's answer
  // to a proposed match.
  listMine: {
    method: 'GET',
    path: '/api/my/applications',
    access: 'user',
    summary: "The caller's own applications, newest first, a page at a time",
    query: ZMyApplicationsQuery,
    response: ZMyApplicationList,
  },
  getMine: {
    method: 'GET',
    path: '/api/my/applications/{id}',
    access: 'user',
    summary: "One of the caller's applications as sent, its status, history and proposed roles",
    params: ZApplicationParams,
    notFound: applicationMessages.notFound,
    response: ZMyApplication,
  },
  editMine: {
    method: 'PUT',
    path: '/api/my/applications/{id}',
    access: 'user',
    summary: "Saves the caller's changed application (the whole form), while it is new",
    params: ZApplicationParams,
    notFound: applicationMessages.notFound,
    body: ZApplicationChanges,
    response: ZMyApplication,
  },
  withdrawMine: {
    method: 'POST',
    path: '/api/my/applications/{id}/withdraw',
    access: 'user',
    summary: "Withdraws the caller's application for good",
    params: ZApplicationParams,
    notFound: applicationMessages.notFound,
    response: ZMyApplication,
  },
  decideMatch: {
    method: 'POST',
    path: '/api/my/applications/{id}/matches/{roleId}',
    access: 'user',
    summary: 'The professional accepts or declines a proposed role; accepting introduces both',
    params: ZMatchAnswerParams,
    notFound: applicationMessages.notFound,
    body: ZMatchDecision,
    response: ZMyApplication,
  },
  list: {
    method: 'GET',
    path: '/api/admin/applications',
    access: 'admin',
    summary: "One kind's applications, newest first, by status and search, a page at a time",
    query: ZApplicationListQuery,
    response: ZApplicationList,
  },
  get: {
    method: 'GET',
    path: '/api/admin/applications/{id}',
    access: 'admin',
    summary: 'One application as sent, with its notes, history and matches',
    params: ZApplicationParams,
    notFound: applicationMessages.notFound,
    response: ZApplicationDetail,
  },
  changeStatus: {
    method: 'POST',
    path: '/api/admin/applications/{id}/status',
    access: 'admin',
    summary: 'Moves an application to another status, refused over a newer change',
    params: ZApplicationParams,
    notFound: applicationMessages.notFound,
    body: ZChangeStatus,
    response: ZApplicationDetail,
  },
  addNote: {
    method: 'POST',
    path: '/api/admin/applications/{id}/notes',
    access: 'admin',
    summary: 'Adds a screening note to an application',
    params: ZApplicationParams,
    notFound: applicationMessages.notFound,
    body: ZAddNote,
    response: ZApplicationDetail,
  },
  setRequirements: {
    method: 'PUT',
    path: '/api/admin/applications/{id}/requirements',
    access: 'admin',
    summary: 'Replaces what a role request asks of candidates, as matching reads it',
    params: ZApplicationParams,
    notFound: applicationMessages.notFound,
    body: ZRoleRequirements,
    response: ZApplicationDetail,
  },
  listMatches: {
    method: 'GET',
    path: '/api/admin/applications/{id}/matches',
    access: 'admin',
    summary:
      'The professionals ranked for a role request, each point explained, and those excluded',
    params: ZApplicationParams,
    notFound: applicationMessages.notFound,
    response: ZMatchReport,
  },
  proposeMatch: {
    method: 'POST',
    path: '/api/admin/applications/{id}/matches',
    access: 'admin',
    summary: 'Proposes a professional for a role request; they are asked to accept',
    params: ZApplicationParams,
    notFound: applicationMessages.notFound,
    body: ZProposeMatch,
    response: ZApplicationDetail,
    status: 201,
  },
});

import { defineRoutes } from '../route';
import { ZHealth } from './get-health';
import { ZMe } from './get-me';
import { ZOpenApiDocument } from './openapi';

/** The API's own state, the signed-in caller, and whether they may open the admin screens. */
export const systemRoutes = defineRoutes('system', {
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: "The API is up: ok and the server's time",
    response: ZHealth,
  },
  me: {
    method: 'GET',
    path: '/api/me',
    access: 'user',
    summary: 'The signed-in caller: e-mail, admin flag and first booking page',
    response: ZMe,
  },
  // 204 when the caller may use the admin routes: the admin screens ask before they open.
  adminAccess: {
    method: 'GET',
    path: '/api/admin/access',
    access: 'admin',
    summary: 'No content when the caller may use the admin routes (403 mfa_required without MFA)',
  },
  // Made from these route files (`services/api-reference`); the app's `/developers/api` reads it.
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This description of the API: every route, its schemas, access and errors',
    response: ZOpenApiDocument,
  },
});

/** Public entry: the signed-in caller as the server sees it (`/api/me`), for the site header. */
export { useMe } from './api/get-me';

import { defineDeps } from '../../deps/define-deps';
import { signedInPorts } from '../../deps/signed-in-ports';
import { photosPort } from '../../deps/files';
import { linkedInPort } from '../../deps/linkedin';
import { usersPort } from '../../deps/users';

/**
 * What the applications Lambda may reach: the table (plus clock and ids), the photos bucket
 * (presigned uploads, the submitted photo's check, presigned links for screeners), and the user
 * pool for the screener's e-mail and whether an administrator has an authenticator app.
 * Submissions and proposed matches are announced through the outbox. LinkedIn's OpenID Connect
 * endpoints give "Quick Fill with LinkedIn" the member's profile (nothing of it stored).
 */
export const applicationsDeps = defineDeps({
  ...signedInPorts,
  photos: photosPort,
  users: usersPort,
  linkedIn: linkedInPort,
});

import { ZSignedCopyLink } from '@contracts/documents/signed-copy';
import { signingRoutes } from '@contracts/signing/routes';
import { httpRoute } from '../../middleware/http-route';
import { respond } from '../../middleware/http-response';
import { linkTokenOf } from '../../middleware/link-token';
import { openSignedCopy } from '../../services/documents/seal/open-signed-copy';
import { signingDeps } from './deps';

/** The file link never travels further: not into any cache, not to the file's host. */
const privateHeaders = {
  'content-type': 'application/json',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

/** A signer's link from the completion mail: `{ url }` of the download, which the page opens. */
export const openSignedCopyRoute = httpRoute(
  signingRoutes.signedCopy,
  { deps: signingDeps },
  async ({ event, deps }) => {
    const link = await openSignedCopy(deps, linkTokenOf(event));
    return respond({
      statusCode: 200,
      headers: privateHeaders,
      body: JSON.stringify(ZSignedCopyLink.parse(link)),
    });
  },
);

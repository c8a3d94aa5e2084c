import { httpRoute } from '../../middleware/http-route';
import { respond } from '../../middleware/http-response';
import { openSignedCopy } from '../../services/documents/seal/open-signed-copy';
import { signedCopyPage } from '../../services/documents/seal/signed-copy-page';
import { signingDeps } from './deps';

/** The link never travels further: not to the file's host, not into any cache. */
const privateHeaders = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

/** A signer's link from the completion mail: straight to the download, or a page saying why not. */
export const openSignedCopyRoute = httpRoute(
  { access: 'public', deps: signingDeps },
  async ({ params, deps }) => {
    const answer = await openSignedCopy(deps, params.token ?? '');
    if (answer.kind === 'file')
      return respond({ statusCode: 302, headers: { ...privateHeaders, location: answer.url } });
    return respond({
      statusCode: answer.kind === 'expired' ? 410 : 404,
      headers: { ...privateHeaders, 'content-type': 'text/html; charset=utf-8' },
      body: signedCopyPage(answer.message),
    });
  },
);

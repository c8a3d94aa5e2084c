import { articleRoutes } from '@contracts/articles/routes';
import { httpRoute } from '../../middleware/http-route';
import { respond } from '../../middleware/http-response';
import { buildSitemap } from '../../services/articles/sitemap';
import { articlesDeps } from './deps';

/** XML, not JSON; kept a few seconds at the edge like the other public reads. */
export const getSitemap = httpRoute(
  articleRoutes.sitemap,
  { deps: articlesDeps },
  async ({ deps }) => {
    const origin = new URL(deps.links.url('/')).origin;
    return respond({
      statusCode: 200,
      headers: { 'content-type': 'application/xml; charset=utf-8' },
      body: await buildSitemap(deps, origin),
    });
  },
);

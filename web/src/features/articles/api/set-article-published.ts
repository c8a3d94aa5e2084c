import { articleRoutes } from '@contracts/articles/routes';
import { callApi } from '@/lib/call-api';

/** Publish or Unpublish; the first publish sets the publish date. */
export const setArticlePublished = (id: string, isPublished: boolean) =>
  callApi(articleRoutes.setPublished, { params: { id }, body: { isPublished } });

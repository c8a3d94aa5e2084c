import { articleRoutes } from '@contracts/articles/routes';
import { callApi } from '@/lib/call-api';

export const deleteArticle = (id: string) => callApi(articleRoutes.remove, { params: { id } });

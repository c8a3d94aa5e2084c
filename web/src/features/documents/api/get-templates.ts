import useSWR from 'swr';
import { documentRoutes } from '@contracts/documents/routes';
import { templateMessages } from '@contracts/documents/templates';
import { useSession } from '@/features/auth/session';
import { fetchAllPages } from '@/lib/all-pages';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

const route = documentRoutes.listTemplates;

/** The templates list's path: saving or deleting a template revalidates it. */
export const templatesKey = route.path;

/** The owner's templates, newest first (the server orders each page). */
export const getTemplates = () =>
  fetchAllPages(route.path, route.response, (page) => page.templates);

/** Keyed by the signed-in user; a failed load says "Failed to load templates". */
export function useTemplates() {
  const sub = useSession().user?.sub;
  return useSWR(sub ? [templatesKey, sub] : null, getTemplates, {
    onError: (error: unknown) =>
      toast.error(templateMessages.loadFailed, { description: errorMessage(error) }),
  });
}

import { useEffect } from 'react';
import { useSession } from '@/features/auth/session';
import { emailOfUser } from './user-email';

/**
 * Fills a new application's e-mail field with the signed-in user's address while it is still
 * empty (spec §6); `enabled` is false for a form changing an application already sent.
 */
export function useUserEmail<Name extends string>(
  form: {
    getValues: (name: Name) => unknown;
    setValue: (name: Name, value: string) => void;
  },
  name: Name,
  enabled: boolean,
) {
  const { user } = useSession();
  const userEmail = enabled ? emailOfUser(user?.email) : undefined;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (userEmail && !getValues(name)) setValue(name, userEmail);
  }, [userEmail, getValues, setValue, name]);
}

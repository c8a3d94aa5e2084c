import type { UserDirectory } from '../../ports/user-directory';

/** How notes, status changes and proposals name the administrator who made them. */
export async function screenerName(users: UserDirectory, sub: string): Promise<string> {
  return (await users.getEmail(sub)) ?? 'An administrator';
}

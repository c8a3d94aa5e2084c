/** The signed-in user's address for a form's e-mail field, when it is one ('' otherwise). */
export const emailOfUser = (email: string | undefined): string =>
  email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : '';

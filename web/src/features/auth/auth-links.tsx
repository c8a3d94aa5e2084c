import type { ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import { forgetReturnPath, rememberReturn } from './return-to';

/** The auth page opened on its Sign Up tab (Get Started, the header's Sign Up). */
export const SIGN_UP_PATH = '/auth?tab=signup';
export const SIGN_IN_PATH = '/auth';

type AuthLinkProps = Omit<ComponentProps<typeof Link>, 'to'>;

/**
 * A link to the auth page that comes back to the page it was pressed on once signed in (or
 * signed up and confirmed). From the landing page there is nowhere to come back to: the new
 * session starts at its home.
 */
function AuthLink({ to, ...props }: AuthLinkProps & { to: string }) {
  const { pathname, search, hash } = useLocation();
  return (
    <Link
      {...props}
      to={to}
      onClick={(event) => {
        if (pathname === '/') forgetReturnPath();
        else rememberReturn(`${pathname}${search}${hash}`);
        props.onClick?.(event);
      }}
    />
  );
}

export function SignInLink(props: AuthLinkProps) {
  return <AuthLink {...props} to={SIGN_IN_PATH} />;
}

export function SignUpLink(props: AuthLinkProps) {
  return <AuthLink {...props} to={SIGN_UP_PATH} />;
}

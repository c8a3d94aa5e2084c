import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldUser from 'lucide-react/icons/shield-user';
import X from 'lucide-react/icons/x';
import { Button } from '@/components/ui/button';
import { rememberReturn } from '@/features/auth/return-to';
import { signOutUser, useSession } from '@/features/auth/session';
import { useMe } from '@/features/me';
import { cn } from '@/lib/cn';
import { adminNavItem, signedInNavItems, type NavItem } from './nav-items';
import { ThemeSwitcher } from './theme-switcher';

/** Sign In from any page comes back to that page once signed in. */
function SignInLink(props: Omit<ComponentProps<typeof Link>, 'to'>) {
  const { pathname, search, hash } = useLocation();
  return (
    <Link {...props} to="/auth" onClick={() => rememberReturn(`${pathname}${search}${hash}`)}>
      Sign In
    </Link>
  );
}

export function SiteHeader() {
  const { status } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Brand />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* While the session loads neither variant shows, so nothing flashes. */}
          {status === 'signedOut' && (
            <Button asChild size="sm">
              <SignInLink />
            </Button>
          )}
          {status === 'signedIn' ? <SignedInNav /> : <ThemeSwitcher />}
        </div>
      </div>
    </header>
  );
}

function Brand() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground"
    >
      <ShieldCheck className="size-7 text-primary" aria-hidden />
      <span>vCISO Hub</span>
    </Link>
  );
}

function useNavItems(): { links: NavItem[]; admin: NavItem | null } {
  const { data: me } = useMe();
  return { links: signedInNavItems(me?.firstCalendarId), admin: me?.isAdmin ? adminNavItem : null };
}

function SignedInNav() {
  const { links, admin } = useNavItems();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // The mobile menu closes on Escape (focus back on its button) and on a press outside it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const signOut = () => {
    setOpen(false);
    setSigningOut(true);
    signOutUser()
      .catch((err: unknown) => console.error('Sign out failed', err))
      .finally(() => setSigningOut(false));
  };

  const close = () => setOpen(false);

  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
        <ul className="flex items-center gap-0.5">
          {links.map((item) => (
            <li key={item.to}>
              <HeaderLink item={item} active={item.isActive(pathname)} />
            </li>
          ))}
        </ul>
        {admin && <AdminButton item={admin} active={admin.isActive(pathname)} />}
        <Button
          variant="outline"
          size="sm"
          onClick={signOut}
          disabled={signingOut}
          className="ml-1"
        >
          <LogOut aria-hidden />
          Sign Out
        </Button>
      </nav>
      <ThemeSwitcher />
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
      </Button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background shadow-md lg:hidden"
      >
        <nav aria-label="Main" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            {links.map((item) => (
              <li key={item.to}>
                <HeaderLink item={item} active={item.isActive(pathname)} onClick={close} block />
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2 border-t pt-3">
            {admin && (
              <AdminButton item={admin} active={admin.isActive(pathname)} onClick={close} />
            )}
            <Button variant="outline" size="sm" onClick={signOut} disabled={signingOut}>
              <LogOut aria-hidden />
              Sign Out
            </Button>
          </div>
        </nav>
      </div>
    </>
  );
}

interface LinkProps {
  item: NavItem;
  active: boolean;
  onClick?: () => void;
  block?: boolean;
}

function HeaderLink({ item, active, onClick, block }: LinkProps) {
  return (
    <Link
      to={item.to}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
        block ? 'block px-3' : 'inline-block',
        active
          ? 'bg-accent text-accent-foreground'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      {item.label}
    </Link>
  );
}

function AdminButton({ item, active, onClick }: Omit<LinkProps, 'block'>) {
  return (
    <Button asChild variant={active ? 'default' : 'secondary'} size="sm">
      <Link to={item.to} onClick={onClick} aria-current={active ? 'page' : undefined}>
        <ShieldUser aria-hidden />
        {item.label}
      </Link>
    </Button>
  );
}

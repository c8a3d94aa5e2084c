import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldUser from 'lucide-react/icons/shield-user';
import X from 'lucide-react/icons/x';
import { Button } from '@/components/ui/button';
import { SignInLink, SignUpLink } from '@/features/auth/auth-links';
import { HOME_PATH } from '@/features/auth/return-to';
import { signOutUser, useSession } from '@/features/auth/session';
import { useMe } from '@/features/me';
import { HeaderTimer } from '@/features/timesheets/header-timer';
import { cn } from '@/lib/cn';
import { adminNavItem, signedInNavItems, signedOutNavItems, type NavItem } from './nav-items';
import { ThemeSwitcher } from './theme-switcher';

export function SiteHeader() {
  const { status, user } = useSession();
  // One menu and one theme switcher for every session state, each in a slot of its own: the
  // header renders again once the session is known, and a menu opened before then stays open.
  const menu = useMenu();
  const signOut = useSignOut(menu);
  const signedIn = status === 'signedIn' && user ? user : undefined;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Brand />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* While the session loads neither variant shows, so nothing flashes. */}
          {status === 'signedOut' && <SignedOutBar />}
          {signedIn && <SignedInBar sub={signedIn.sub} signOut={signOut} />}
          <ThemeSwitcher />
          {status === 'signedOut' && <SignedOutMenu menu={menu} />}
          {signedIn && <SignedInMenu menu={menu} signOut={signOut} />}
        </div>
      </div>
    </header>
  );
}

/** The brand leads home: the signed-in home for a member, the landing page for a visitor. */
function Brand() {
  const { status } = useSession();
  return (
    <Link
      to={status === 'signedIn' ? HOME_PATH : '/'}
      className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground"
    >
      <ShieldCheck className="size-7 text-primary" aria-hidden />
      <span>vCISO Hub</span>
    </Link>
  );
}

function useNavItems(): { links: NavItem[]; admin: NavItem | null } {
  const { data: me } = useMe();
  return {
    links: signedInNavItems(me?.firstBookingPageId),
    admin: me?.isAdmin ? adminNavItem : null,
  };
}

/**
 * The menu's open state for narrow screens: it closes on Escape (focus back on its button) and on
 * a press outside it.
 */
function useMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

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

  return { open, setOpen, panelId, toggleRef, panelRef, close: () => setOpen(false) };
}

type MenuState = ReturnType<typeof useMenu>;

/** The button that opens the menu below `breakpoint` (the full navigation shows from there on). */
function MenuToggle({ menu, className }: { menu: MenuState; className: string }) {
  return (
    <Button
      ref={menu.toggleRef}
      variant="ghost"
      size="icon"
      className={className}
      aria-label={menu.open ? 'Close menu' : 'Open menu'}
      aria-expanded={menu.open}
      aria-controls={menu.panelId}
      onClick={() => menu.setOpen((v) => !v)}
    >
      {menu.open ? <X aria-hidden /> : <Menu aria-hidden />}
    </Button>
  );
}

/** The menu's panel under the header: the links, then `actions`. */
function MenuPanel({
  menu,
  links,
  pathname,
  className,
  actions,
}: {
  menu: MenuState;
  links: NavItem[];
  pathname: string;
  className: string;
  actions: ReactNode;
}) {
  return (
    <div
      ref={menu.panelRef}
      id={menu.panelId}
      hidden={!menu.open}
      className={cn('absolute inset-x-0 top-full border-b bg-background shadow-md', className)}
    >
      <nav aria-label="Main" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
        <ul className="flex flex-col gap-1">
          {links.map((item) => (
            <li key={item.to}>
              <HeaderLink item={item} active={item.isActive(pathname)} onClick={menu.close} block />
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap gap-2 border-t pt-3">{actions}</div>
      </nav>
    </div>
  );
}

/**
 * Signed out: where a visitor can go (Insights, the three applications) and Sign In / Sign Up.
 * Sign In stays in the bar on every width; the rest folds into the menu on narrow screens.
 */
function SignedOutBar() {
  const { pathname } = useLocation();
  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
        <ul className="flex items-center gap-0.5">
          {signedOutNavItems.map((item) => (
            <li key={item.to}>
              <HeaderLink item={item} active={item.isActive(pathname)} />
            </li>
          ))}
        </ul>
      </nav>
      <Button asChild size="sm" variant="outline">
        <SignInLink>Sign In</SignInLink>
      </Button>
      {/* A wrapper hides it on phones: the button's own display class would win over `hidden`. */}
      <span className="hidden sm:contents">
        <Button asChild size="sm">
          <SignUpLink>Sign Up</SignUpLink>
        </Button>
      </span>
    </>
  );
}

function SignedOutMenu({ menu }: { menu: MenuState }) {
  const { pathname } = useLocation();
  return (
    <>
      <MenuToggle menu={menu} className="lg:hidden" />
      <MenuPanel
        menu={menu}
        links={signedOutNavItems}
        pathname={pathname}
        className="lg:hidden"
        actions={
          <span className="contents sm:hidden">
            <Button asChild size="sm">
              <SignUpLink onClick={menu.close}>Sign Up</SignUpLink>
            </Button>
          </span>
        }
      />
    </>
  );
}

/** Signs out from the bar or the menu; both buttons wait while it runs. */
function useSignOut(menu: MenuState) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    menu.close();
    setBusy(true);
    signOutUser()
      .catch((err: unknown) => console.error('Sign out failed', err))
      .finally(() => setBusy(false));
  };
  return { run, busy };
}

type SignOut = ReturnType<typeof useSignOut>;

function SignOutButton({ signOut, className }: { signOut: SignOut; className?: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={signOut.run}
      disabled={signOut.busy}
      className={className}
    >
      <LogOut aria-hidden />
      Sign Out
    </Button>
  );
}

function SignedInBar({ sub, signOut }: { sub: string; signOut: SignOut }) {
  const { links, admin } = useNavItems();
  const { pathname } = useLocation();
  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
        <ul className="flex items-center">
          {links.map((item) => (
            <li key={item.to}>
              <HeaderLink item={item} active={item.isActive(pathname)} />
            </li>
          ))}
        </ul>
        {admin && <AdminButton item={admin} active={admin.isActive(pathname)} />}
        <SignOutButton signOut={signOut} className="ml-1" />
      </nav>
      <HeaderTimer sub={sub} />
    </>
  );
}

function SignedInMenu({ menu, signOut }: { menu: MenuState; signOut: SignOut }) {
  const { links, admin } = useNavItems();
  const { pathname } = useLocation();
  return (
    <>
      <MenuToggle menu={menu} className="xl:hidden" />
      <MenuPanel
        menu={menu}
        links={links}
        pathname={pathname}
        className="xl:hidden"
        actions={
          <>
            {admin && (
              <AdminButton item={admin} active={admin.isActive(pathname)} onClick={menu.close} />
            )}
            <SignOutButton signOut={signOut} />
          </>
        }
      />
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
        'rounded-md py-2 text-sm font-medium whitespace-nowrap transition-colors',
        block ? 'block px-3' : 'inline-block px-1 2xl:px-2.5',
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

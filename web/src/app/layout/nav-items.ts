/** One link of the signed-in header. */
export interface NavItem {
  label: string;
  to: string;
  /** Whether the link is the current page (or the section the current page belongs to). */
  isActive: (pathname: string) => boolean;
}

const within = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/** The signed-in header links of spec §2, in order; My Calendar only when the first booking page is known. */
export function signedInNavItems(firstCalendarId: string | null | undefined): NavItem[] {
  const myCalendar = firstCalendarId
    ? `/booking-pages/${encodeURIComponent(firstCalendarId)}`
    : null;
  const items: (NavItem | null)[] = [
    { label: 'Documents', to: '/documents', isActive: (p) => within(p, '/documents') },
    myCalendar
      ? { label: 'My Calendar', to: myCalendar, isActive: (p) => within(p, myCalendar) }
      : null,
    {
      label: 'Booking Pages',
      to: '/booking-pages',
      isActive: (p) => within(p, '/booking-pages') && !(myCalendar && within(p, myCalendar)),
    },
    {
      label: 'My applications',
      to: '/my/applications',
      isActive: (p) => within(p, '/my/applications'),
    },
    { label: 'Account Security', to: '/account/security', isActive: (p) => within(p, '/account') },
    { label: 'Insights Hub', to: '/admin/articles', isActive: (p) => within(p, '/admin/articles') },
  ];
  return items.filter((item): item is NavItem => item !== null);
}

/** The Admin button, shown to administrators only. */
export const adminNavItem: NavItem = {
  label: 'Admin',
  to: '/admin',
  isActive: (p) => p === '/admin',
};

/** One link of the signed-in header. */
export interface NavItem {
  label: string;
  to: string;
  /** Whether the link is the current page (or the section the current page belongs to). */
  isActive: (pathname: string) => boolean;
}

const within = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/**
 * The signed-in header links of spec §2, in order, with Timesheets, Invoices and the Clients they
 * bill beside the booking pages; My Calendar only when the first booking page is known.
 * Timesheets opens that page's timesheet (a timesheet is a booking page's); without one,
 * `/timesheets` leads to the booking pages to make one.
 */
export function signedInNavItems(firstBookingPageId: string | null | undefined): NavItem[] {
  const myCalendar = firstBookingPageId
    ? `/booking-pages/${encodeURIComponent(firstBookingPageId)}`
    : null;
  const timesheets = firstBookingPageId
    ? `/timesheets?calendar=${encodeURIComponent(firstBookingPageId)}`
    : '/timesheets';
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
    { label: 'Timesheets', to: timesheets, isActive: (p) => within(p, '/timesheets') },
    { label: 'Invoices', to: '/invoices', isActive: (p) => within(p, '/invoices') },
    {
      label: 'Clients',
      to: '/clients',
      // Engagements are reached from the clients (the header has no room for their own link).
      isActive: (p) => within(p, '/clients') || within(p, '/engagements'),
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

/** The signed-out header links: the articles and the three applications (each keeps its draft). */
export const signedOutNavItems: NavItem[] = [
  { label: 'Insights', to: '/insights', isActive: (p) => within(p, '/insights') },
  { label: 'Apply as CISO', to: '/apply-ciso', isActive: (p) => p === '/apply-ciso' },
  { label: 'Post a Role', to: '/post-role', isActive: (p) => p === '/post-role' },
  { label: 'Partner With Us', to: '/apply-partner', isActive: (p) => p === '/apply-partner' },
];

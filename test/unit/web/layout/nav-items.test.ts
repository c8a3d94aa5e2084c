import { describe, expect, it } from 'vitest';
import { adminNavItem, signedInNavItems } from '../../../../web/src/app/layout/nav-items';

const labels = (id: string | null) => signedInNavItems(id).map((i) => i.label);
const active = (id: string | null, pathname: string) =>
  signedInNavItems(id)
    .filter((i) => i.isActive(pathname))
    .map((i) => i.label);

describe('signedInNavItems', () => {
  it('lists the spec §2 links in order, with My Calendar only when the first calendar is known', () => {
    expect(labels('cal-1')).toEqual([
      'Documents',
      'My Calendar',
      'Booking Pages',
      'Timesheets',
      'Invoices',
      'Clients',
      'My applications',
      'Account Security',
      'Insights Hub',
    ]);
    expect(labels(null)).toEqual([
      'Documents',
      'Booking Pages',
      'Timesheets',
      'Invoices',
      'Clients',
      'My applications',
      'Account Security',
      'Insights Hub',
    ]);
    expect(signedInNavItems('cal-1').map((i) => i.to)).toEqual([
      '/documents',
      '/booking-pages/cal-1',
      '/booking-pages',
      '/timesheets?calendar=cal-1',
      '/invoices',
      '/clients',
      '/my/applications',
      '/account/security',
      '/admin/articles',
    ]);
  });

  it("opens the first page's timesheet from Timesheets, or the way to make a page without one", () => {
    expect(signedInNavItems(null).find((i) => i.label === 'Timesheets')?.to).toBe('/timesheets');
  });

  it('marks exactly one link active per section', () => {
    expect(active('cal-1', '/booking-pages/cal-1')).toEqual(['My Calendar']);
    expect(active('cal-1', '/booking-pages/cal-1/connect')).toEqual(['My Calendar']);
    expect(active('cal-1', '/booking-pages/other')).toEqual(['Booking Pages']);
    expect(active('cal-1', '/booking-pages')).toEqual(['Booking Pages']);
    expect(active(null, '/booking-pages/cal-1')).toEqual(['Booking Pages']);
    expect(active('cal-1', '/documents')).toEqual(['Documents']);
    expect(active('cal-1', '/documents/libraries')).toEqual(['Documents']);
    expect(active('cal-1', '/documents/libraries/lib-1')).toEqual(['Documents']);
    expect(active('cal-1', '/documents/upload')).toEqual(['Documents']);
    expect(active('cal-1', '/documents/abc/prepare')).toEqual(['Documents']);
    expect(active('cal-1', '/documents-x')).toEqual([]);
    expect(active('cal-1', '/my/applications')).toEqual(['My applications']);
    expect(active('cal-1', '/my/applications/app-1')).toEqual(['My applications']);
    expect(active('cal-1', '/my/applications/app-1/edit')).toEqual(['My applications']);
    expect(active('cal-1', '/my/applications-x')).toEqual([]);
    expect(active('cal-1', '/account/security')).toEqual(['Account Security']);
    expect(active('cal-1', '/admin/articles')).toEqual(['Insights Hub']);
    expect(active('cal-1', '/booking-pages-x')).toEqual([]);
    expect(active('cal-1', '/timesheets')).toEqual(['Timesheets']);
    expect(active('cal-1', '/timesheets/billing')).toEqual(['Timesheets']);
    expect(active('cal-1', '/invoices')).toEqual(['Invoices']);
    expect(active('cal-1', '/clients')).toEqual(['Clients']);
    expect(active('cal-1', '/clients/new')).toEqual(['Clients']);
    expect(active('cal-1', '/clients/client-1')).toEqual(['Clients']);
    expect(active('cal-1', '/engagements')).toEqual(['Clients']);
    expect(active('cal-1', '/engagements/eng-1')).toEqual(['Clients']);
    expect(active('cal-1', '/')).toEqual([]);
  });

  it('keeps the Admin button for /admin only', () => {
    expect(adminNavItem.to).toBe('/admin');
    expect(adminNavItem.isActive('/admin')).toBe(true);
    expect(adminNavItem.isActive('/admin/articles')).toBe(false);
  });
});

import { useRef } from 'react';
import { Link } from 'react-router';
import Clock from 'lucide-react/icons/clock';
import Home from 'lucide-react/icons/house';
import Plus from 'lucide-react/icons/plus';
import Receipt from 'lucide-react/icons/receipt';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { ListBody } from '@/components/ui/list-body';
import type { SessionUser } from '@/features/auth/session';
import { useMe } from '@/features/me';
import { useBookingPages } from '../api/get-booking-pages';
import { BookingPageCard } from '../components/booking-page-card';
import { bookingPagesShortcuts } from '../lib/shortcuts';
import { RequireUser } from '@/features/auth/require-user';
import { ProfileNeededCard } from '@/features/profile';

/** Each link's icon beside the title; the last one, the screen's main action, stands out. */
const ICONS = {
  Home,
  Timesheets: Clock,
  Invoices: Receipt,
  'New Booking Page': Plus,
} as const;

/** `/booking-pages`: "My Booking Pages" (spec §2), for signed-in owners. */
export default function BookingPagesPage() {
  return (
    <>
      <DocumentTitle title="My Booking Pages" />
      <RequireUser>{(user) => <BookingPages user={user} />}</RequireUser>
    </>
  );
}

function BookingPages({ user }: { user: SessionUser }) {
  const pages = useBookingPages(user.sub);
  const { data: me } = useMe();
  const shortcuts = bookingPagesShortcuts(me?.firstBookingPageId);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight outline-none"
          >
            My Booking Pages
          </h1>
          <p className="text-muted-foreground">Share a link and let clients book time with you.</p>
        </div>
        <nav aria-label="Booking page shortcuts" className="flex flex-wrap gap-2">
          {shortcuts.map(({ to, label, primary }) => {
            const Icon = ICONS[label];
            return (
              <Button key={label} asChild variant={primary ? 'default' : 'outline'}>
                <Link to={to}>
                  <Icon aria-hidden />
                  {label}
                </Link>
              </Button>
            );
          })}
        </nav>
      </header>

      <ProfileNeededCard sub={user.sub} />

      <ListBody
        query={pages}
        texts={{
          loading: 'Loading booking pages...',
          failed: 'The booking pages could not be loaded.',
          empty: 'No booking pages yet',
        }}
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Booking pages">
            {items.map((page) => (
              <li key={page.id}>
                <BookingPageCard page={page} onDeleted={() => headingRef.current?.focus()} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </div>
  );
}

import { Link } from 'react-router';
import Mail from 'lucide-react/icons/mail';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { webConfig } from '@/config/web-config';

const quickLinks = [
  { label: 'Home', to: '/' },
  { label: 'Insights', to: '/insights' },
  { label: 'Apply as CISO', to: '/apply-ciso' },
  { label: 'Post a Role', to: '/post-role' },
  { label: 'Partner With Us', to: '/apply-partner' },
];

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline';

export function SiteFooter() {
  const { contactEmail, companyName } = webConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
          >
            <ShieldCheck className="size-6 text-primary" aria-hidden />
            vCISO Hub
          </Link>
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">
            Simple interviews and honest matches between experienced security leaders and the
            companies that need them.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold">
            Quick Links
          </h2>
          <ul className="mt-3 space-y-2">
            {quickLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold">
            Legal
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/developers/api" className={linkClass}>
                API reference
              </Link>
            </li>
          </ul>
        </nav>
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold">Contact</h2>
          <a
            href={`mailto:${contactEmail}`}
            className={`${linkClass} mt-3 inline-flex items-center gap-2 wrap-anywhere`}
          >
            <Mail className="size-4 shrink-0" aria-hidden />
            {contactEmail}
          </a>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-xs text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
          <p>vCISO Hub is owned and managed by {companyName}.</p>
          <p>
            © {year} {companyName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}

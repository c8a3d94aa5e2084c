import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Handshake from 'lucide-react/icons/handshake';
import MessagesSquare from 'lucide-react/icons/messages-square';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLandingLinks } from './use-landing-links';

const promises = [
  {
    Icon: MessagesSquare,
    title: 'Simple interviews',
    text: 'One focused conversation about what you need replaces rounds of panel interviews.',
  },
  {
    Icon: ShieldCheck,
    title: 'Screened on both sides',
    text: 'We review every security leader and every role before anyone is introduced.',
  },
  {
    Icon: Handshake,
    title: 'Honest matches',
    text: 'We explain why a match fits, and agree scope, availability and rates up front.',
  },
];

export function Hero() {
  const { loading, primary, postRole } = useLandingLinks();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-b from-accent/70 to-background"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-xs font-medium text-muted-foreground sm:text-sm">
            <ShieldCheck className="size-4 text-primary" aria-hidden />
            The marketplace for virtual and fractional CISOs
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Simple interviews. <span className="text-primary">Honest matches.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            vCISO Hub connects companies with experienced security leaders for part-time, fractional
            and advisory roles. Tell us what you need, have one straightforward conversation, and
            meet a CISO who fits your business, your industry and your budget.
          </p>
          {/* Until the session is known the buttons keep their space but stay hidden, so nothing flips. */}
          <div
            className={cn('mt-8 flex flex-col gap-3 sm:flex-row', loading && 'invisible')}
            aria-hidden={loading || undefined}
          >
            <Button asChild size="lg">
              <Link to={primary.to} tabIndex={loading ? -1 : undefined}>
                {primary.label}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={postRole} tabIndex={loading ? -1 : undefined}>
                Post a Role
              </Link>
            </Button>
          </div>
        </div>
        <div className="rounded-2xl border bg-card p-6 shadow-xl shadow-primary/5 sm:p-8">
          <h2 className="text-lg font-semibold">Honest by design</h2>
          <ul className="mt-6 space-y-6">
            {promises.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

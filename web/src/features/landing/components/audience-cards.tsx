import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Briefcase from 'lucide-react/icons/briefcase';
import Building2 from 'lucide-react/icons/building-2';
import Handshake from 'lucide-react/icons/handshake';
import { Button } from '@/components/ui/button';
import { LandingSection } from './landing-section';
import { useLandingLinks } from './use-landing-links';

export function AudienceCards() {
  const { postRole } = useLandingLinks();
  const cards = [
    {
      Icon: Briefcase,
      title: 'For security professionals',
      text: 'Experienced CISOs and security leaders: find fractional and advisory roles that match your expertise and the way you want to work.',
      action: { label: 'Apply as CISO', to: '/apply-ciso' },
    },
    {
      Icon: Building2,
      title: 'For companies',
      text: 'Need security leadership without a full-time hire? Tell us what you are trying to achieve and we will match you with a screened professional.',
      action: { label: 'Post a Role', to: postRole },
    },
    {
      Icon: Handshake,
      title: 'For partners',
      text: 'Consultancies, managed security providers, resellers, recruiters and professional services firms: join our network and grow together.',
      action: { label: 'Partner With Us', to: '/apply-partner' },
    },
  ];
  return (
    <LandingSection
      id="audience-title"
      eyebrow="Get involved"
      title="Find your place on vCISO Hub"
      className="border-t bg-muted/40"
    >
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {cards.map(({ Icon, title, text, action }) => (
          <li key={title} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm sm:p-8">
            <span className="flex size-12 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{title}</h3>
            <p className="mt-3 flex-1 text-muted-foreground">{text}</p>
            <Button asChild variant="outline" className="mt-6 self-start">
              <Link to={action.to}>
                {action.label}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

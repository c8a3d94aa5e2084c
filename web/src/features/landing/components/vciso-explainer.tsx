import ChartLine from 'lucide-react/icons/chart-line';
import Compass from 'lucide-react/icons/compass';
import Scale from 'lucide-react/icons/scale';
import Siren from 'lucide-react/icons/siren';
import { LandingSection } from './landing-section';

const responsibilities = [
  {
    Icon: Compass,
    title: 'Security strategy and roadmap',
    text: 'An honest assessment of where you stand today and a prioritised plan that supports your business goals.',
  },
  {
    Icon: Scale,
    title: 'Risk, governance and compliance',
    text: 'Policies, risk registers and certification programmes such as ISO 27001, SOC 2 and Cyber Essentials, run pragmatically.',
  },
  {
    Icon: ChartLine,
    title: 'Board and investor reporting',
    text: 'Security explained in business terms for your board, your investors and your customers’ due-diligence questionnaires.',
  },
  {
    Icon: Siren,
    title: 'Incident readiness',
    text: 'Response plans, tabletop exercises and an experienced leader beside your team when something goes wrong.',
  },
];

export function VcisoExplainer() {
  return (
    <LandingSection
      id="vciso-title"
      eyebrow="Virtual CISO"
      title="What is a Virtual CISO?"
      intro="A Virtual CISO is an experienced Chief Information Security Officer who works with you part-time, on a fractional basis or as an advisor. You get senior security leadership for a few days a month, without the cost and commitment of a full-time executive hire."
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {responsibilities.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-6">
            <Icon className="size-6 text-primary" aria-hidden />
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-10 max-w-3xl text-center text-muted-foreground">
        It suits start-ups, scale-ups and established firms alike — from ten-person teams to AIM-
        and FTSE-listed companies — whenever you need a security leader’s judgement but not a
        full-time one.
      </p>
    </LandingSection>
  );
}

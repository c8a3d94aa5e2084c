import CalendarSync from 'lucide-react/icons/calendar-sync';
import FileSignature from 'lucide-react/icons/file-signature';
import Timer from 'lucide-react/icons/timer';
import UserCheck from 'lucide-react/icons/user-check';
import { LandingSection } from './landing-section';

const features = [
  {
    Icon: CalendarSync,
    title: 'Calendar sync and client self-booking',
    text: 'Connect your Google and Microsoft calendars and share a personal booking page, so clients pick a time that is genuinely free — no back-and-forth e-mails.',
  },
  {
    Icon: FileSignature,
    title: 'Document signing and contract storage',
    text: 'Prepare contracts and NDAs for e-signature, place the signature fields, and keep every agreement organised in client and project libraries.',
  },
  {
    Icon: Timer,
    title: 'Automated timesheets with export',
    text: 'Meetings flow into your timesheets automatically. Add your own entries, track billable hours and export to PDF or CSV for invoicing.',
  },
  {
    Icon: UserCheck,
    title: 'Role matching, screened for you',
    text: 'We screen every company and every role before it reaches you, so your time goes to serious opportunities that fit your expertise.',
  },
];

export function PlatformFeatures() {
  return (
    <LandingSection
      id="features-title"
      eyebrow="For professionals"
      title="Everything you need to run your practice"
      intro="Once you are matched, vCISO Hub gives you the tools to deliver the work and get paid for it, all in one place."
      className="border-y bg-muted/40"
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {features.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-5 rounded-xl border bg-card p-6 shadow-sm">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <Icon className="size-6" aria-hidden />
            </span>
            <div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

import { LandingSection } from './landing-section';

const steps = [
  {
    title: 'Submit an application',
    text: 'Share your experience as a security leader, or describe the help your company needs. No lengthy questionnaires.',
  },
  {
    title: 'Have a chat',
    text: 'A short, relaxed conversation with our team about goals, availability and fit — not a panel interview.',
  },
  {
    title: 'Get matched',
    text: 'We introduce you to the right counterpart and tell you plainly why we think the match works.',
  },
  {
    title: 'Start working',
    text: 'Agree the scope and get going, with booking, documents and timesheets ready on the platform.',
  },
];

export function HowWeWork() {
  return (
    <LandingSection
      id="how-title"
      eyebrow="The process"
      title="How We Work"
      intro="Four simple steps from first hello to first engagement."
    >
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ title, text }, i) => (
          <li key={title} className="relative rounded-xl border bg-card p-6">
            <span
              aria-hidden
              className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

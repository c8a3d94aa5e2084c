import type { TApplicationKind } from '@contracts/applications/application';

/** One next step of the signed-in home: a link, what it leads to, and whether it is done. */
export interface NextStep {
  title: string;
  description: string;
  to: string;
  /** The step is done already (e.g. a booking page exists): shown as such, still a link. */
  done?: boolean;
}

export interface StepGroup {
  id: 'admin' | 'professional' | 'company';
  title: string;
  steps: NextStep[];
}

/** What the home knows of the signed-in person. */
export interface HomeFacts {
  isAdmin: boolean;
  /** Their first booking page, if they have one. */
  firstBookingPageId: string | null;
  /** The kinds of application they have sent (professional, role request, partner). */
  kinds: ReadonlySet<TApplicationKind>;
  /** Proposed roles waiting for their answer, over all their applications. */
  awaitingAnswer: number;
}

const bookingPageQuery = (id: string) => `calendar=${encodeURIComponent(id)}`;

function professionalSteps(facts: HomeFacts): NextStep[] {
  const { firstBookingPageId, kinds } = facts;
  const steps: NextStep[] = [];
  if (firstBookingPageId) {
    steps.push({
      title: 'Open your calendar',
      description: 'See the week, add events and share your booking link with clients.',
      to: `/booking-pages/${encodeURIComponent(firstBookingPageId)}`,
      done: true,
    });
  } else {
    steps.push({
      title: 'Create your booking page',
      description: 'Choose your hours and a link clients use to book time with you.',
      to: '/booking-pages/new',
    });
  }
  steps.push(
    {
      title: 'Set up your professional profile',
      description: 'Your name, company, address and tax number, as clients and invoices show them.',
      to: '/account/profile',
    },
    {
      title: 'Add your clients',
      description:
        'Each client with its contacts, then the engagement letter that sets the hours and rate.',
      to: '/clients',
    },
  );
  if (firstBookingPageId) {
    const query = bookingPageQuery(firstBookingPageId);
    steps.push(
      {
        title: 'Set your rates and currency',
        description: 'What your time and meetings are billed at, before the first entry.',
        to: `/timesheets/billing?${query}`,
      },
      {
        title: 'Start a timer',
        description: 'Track the work as you do it; stopping logs it on your timesheet.',
        to: `/timesheets?${query}`,
      },
    );
  }
  steps.push(
    {
      title: 'Upload a document for signature',
      description: 'Keep contracts in libraries and send them for electronic signature.',
      to: '/documents',
    },
    {
      title: 'Issue and track invoices',
      description: 'Invoices from approved timesheets, their status and credit notes.',
      to: '/invoices',
    },
  );
  if (kinds.has('ciso')) steps.push(myApplicationsStep(facts));
  else
    steps.push({
      title: 'Apply as a Virtual CISO',
      description: 'Join the network to be matched with companies that need you.',
      to: '/apply-ciso',
    });
  return steps;
}

function myApplicationsStep({ kinds, awaitingAnswer }: HomeFacts): NextStep {
  return {
    title: 'My applications',
    description:
      awaitingAnswer > 0
        ? `${awaitingAnswer} proposed ${awaitingAnswer === 1 ? 'role waits' : 'roles wait'} for your answer.`
        : kinds.size > 0
          ? 'Where each of your applications stands, and what happens next.'
          : 'Everything you send appears here with its status.',
    to: '/my/applications',
  };
}

function companySteps(facts: HomeFacts): NextStep[] {
  const posted = facts.kinds.has('role');
  return [
    {
      title: posted ? 'Post another role' : 'Post a Role',
      description: 'Describe the security leadership you need; we screen and introduce a match.',
      to: '/post-role',
    },
    myApplicationsStep(facts),
  ];
}

const adminSteps: NextStep[] = [
  {
    title: 'Admin dashboard',
    description: 'The ticker and an overview of what needs attention.',
    to: '/admin',
  },
  {
    title: 'Screen applications',
    description: 'Review professionals, role requests and partners; propose matches.',
    to: '/admin/applications',
  },
  {
    title: 'Insights articles',
    description: 'Write, preview and publish articles for the Insights Hub.',
    to: '/admin/articles',
  },
];

/**
 * The groups of next steps for this person, most relevant first. Someone who posted a role is a
 * company; someone with a booking page or a professional application is a professional; a new
 * account that is neither yet sees both, professional first. Administrators see their areas first.
 */
export function nextSteps(facts: HomeFacts): StepGroup[] {
  const professional: StepGroup = {
    id: 'professional',
    title: 'Your practice',
    steps: professionalSteps(facts),
  };
  const company: StepGroup = {
    id: 'company',
    title: 'Hiring a security leader',
    steps: companySteps(facts),
  };
  const isProfessional = Boolean(facts.firstBookingPageId) || facts.kinds.has('ciso');
  const isCompany = facts.kinds.has('role');
  let groups: StepGroup[];
  if (isCompany && !isProfessional) groups = [company];
  else if (isProfessional && !isCompany) groups = [professional];
  else if (isCompany) groups = [company, professional];
  else groups = [professional, company];
  if (facts.isAdmin)
    groups = [{ id: 'admin', title: 'Administration', steps: adminSteps }, ...groups];
  return groups;
}

import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DEFAULT_AUTHOR, type TArticle } from '@contracts/articles/article';
import { toArticleItem } from '../../lambdas/services/articles/article-item';
import { localConfig } from '../config';
import { seedOnce, seedTable } from './seed-once';
import type { SeedContext, Seeder } from './types';

type DemoArticle = Omit<TArticle, 'createdBy' | 'updatedAt' | 'imageUrl'>;

const first90Days = `Most organisations bring in a virtual CISO because something has changed: a large customer sent a security questionnaire, an investor asked about SOC 2, or an incident exposed how little anyone owned security. The first 90 days decide whether the engagement becomes a programme or a pile of reports.

## Days 1–30: listen and map

- **Meet the people who carry risk today.** The CTO, head of engineering, whoever answers the questionnaires, finance (for insurance and contracts) and at least one person from operations.
- **Inventory what exists.** Cloud accounts, identity provider, endpoint management, backups, logging, vendors with access to data. A spreadsheet is fine; completeness matters more than tooling.
- **Read the commitments already made.** Customer contracts, DPAs, cyber insurance conditions and any certification promises in the sales deck.

## Days 31–60: decide what matters

Turn the inventory into a short risk register — ten to fifteen risks, each with an owner, a likelihood, an impact and a proposed treatment. Agree on a *risk appetite* with the leadership team in plain language, for example:

> We accept short outages of internal tools, but not loss of customer data or a week-long outage of the product.

## Days 61–90: deliver visible wins

1. Enforce MFA everywhere, starting with email, cloud consoles and source control.
2. Test a restore from backup, and write down how long it took.
3. Publish a one-page incident response plan with names and phone numbers.
4. Give the board or founders a first security report: top risks, what changed, what comes next.

A good vCISO leaves the first quarter with a roadmap the company can fund, not a list of everything that is wrong.`;

const fractionalVsFullTime = `Hiring a full-time CISO is one of the most expensive senior hires a growing company can make, and one of the hardest to get right. A fractional CISO — an experienced leader working a few days a month — is often the better first step.

## When fractional is the right fit

- You have **fewer than ~250 employees** and no dedicated security team yet.
- Security work is **driven by milestones**: a first SOC 2 or ISO 27001 audit, a funding round, an enterprise deal.
- You need **judgement more than hands**: deciding what to do, in what order, and what to ignore.

## When you need someone full-time

- You operate in a regulated sector with a named accountable executive.
- You run a security team of several people who need daily leadership.
- Security incidents or customer escalations take more than a couple of days a week.

## What to ask in the interview

| Question | What a good answer shows |
|---|---|
| "What would you do in your first month here?" | Listens before prescribing; asks about your business |
| "Tell me about an audit that went badly." | Honesty, and a lesson learnt |
| "How do you report to a board?" | Risk in business terms, not tool names |

## Making the engagement work

Agree on **outcomes, not hours**: a risk register, an audit passed, a tested incident plan. Give your fractional CISO a named internal owner, access to the leadership meeting once a month, and a budget line they can plan against. Revisit the arrangement every six months — many companies move to a full-time hire once the programme is running, often with the fractional CISO helping to recruit their successor.`;

const boardReporting = `Boards do not need to understand firewalls. They need to understand whether the company is taking the right risks, and whether management knows what it is doing about the ones it is not willing to take.

## Keep it to one page

A useful quarterly security report has four parts:

1. **Top risks** — five at most, each in one sentence of business language. *"A compromise of a support agent's account could expose customer records"* beats *"insufficient conditional access policies"*.
2. **Trend** — for each risk: better, the same or worse since last quarter, and why.
3. **Decisions needed** — budget, accepted risks, policy exceptions. Ask for the decision explicitly.
4. **Incidents and near misses** — what happened, the impact, and what changed as a result.

## Metrics that mean something

Prefer a handful of measures that show control effectiveness over activity counts:

- Percentage of staff and admin accounts protected by phishing-resistant MFA
- Time to patch critical vulnerabilities on internet-facing systems
- Date and result of the last backup restore test
- Number of suppliers with access to customer data, and how many were reviewed this year

Avoid "number of attacks blocked": it measures the internet, not your programme.

## Rehearse the bad day

Once a year, run a tabletop exercise with the executive team: a ransomware scenario, a supplier breach, or a leaked database. Report what you learnt to the board. Nothing builds confidence in a security programme faster than evidence that the company has practised its response.`;

const tabletopDraft = `*Draft — not yet published.*

Tabletop exercises work when they are specific. Pick one realistic scenario, invite the people who would really be on the call, and walk through the first four hours minute by minute.

## Checklist

- A facilitator who is not also a participant
- A scenario tied to your own systems and suppliers
- Decisions recorded with their owners
- A follow-up list reviewed within two weeks`;

const articles: DemoArticle[] = [
  {
    id: 'demo-first-90-days-vciso',
    title: 'The First 90 Days of a Virtual CISO Engagement',
    excerpt:
      'What a **virtual CISO** should do in the first three months: listen, map the risks, and deliver visible wins the board can see.',
    content: first90Days,
    authorName: DEFAULT_AUTHOR,
    isPublished: true,
    publishedAt: '2025-03-04T09:00:00.000Z',
    createdAt: '2025-03-03T16:20:00.000Z',
  },
  {
    id: 'demo-fractional-vs-full-time-ciso',
    title: 'Fractional or Full-Time CISO? How to Decide',
    excerpt:
      'A fractional CISO gives you senior judgement without a full-time salary. Here is when it fits, when it does not, and what to ask in the interview.',
    content: fractionalVsFullTime,
    authorName: 'Priya Raman',
    isPublished: true,
    publishedAt: '2025-04-15T08:30:00.000Z',
    createdAt: '2025-04-14T11:05:00.000Z',
  },
  {
    id: 'demo-board-reporting-cyber-risk',
    title: 'Reporting Cyber Risk to the Board Without the Jargon',
    excerpt:
      'One page, five risks, the decisions you need. A practical format for **quarterly security reporting** that boards actually read.',
    content: boardReporting,
    authorName: 'Daniel Okafor',
    isPublished: true,
    publishedAt: '2025-05-20T07:45:00.000Z',
    createdAt: '2025-05-19T15:10:00.000Z',
  },
  {
    id: 'demo-tabletop-exercises-draft',
    title: 'Running Tabletop Exercises Your Team Will Learn From',
    excerpt: 'How to plan a ransomware tabletop exercise that changes how your team responds.',
    content: tabletopDraft,
    authorName: DEFAULT_AUTHOR,
    isPublished: false,
    publishedAt: null,
    createdAt: '2025-06-02T10:00:00.000Z',
  },
];

/** The local admin's sub: demo articles are "created" by the account `npm start` prints. */
async function adminSub({ cognito: { client, userPoolId } }: SeedContext): Promise<string> {
  const found = await client.send(
    new ListUsersCommand({
      UserPoolId: userPoolId,
      Filter: `email = "${localConfig.adminEmail}"`,
      Limit: 1,
    }),
  );
  const user = found.Users?.[0];
  return user?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? user?.Username ?? 'seed';
}

/** Three published articles about virtual CISO work and one draft, for the Insights Hub. */
export const demoArticles: Seeder = {
  name: 'demo articles',
  async run(ctx) {
    const table = seedTable(ctx);
    const createdBy = await adminSub(ctx);
    const items = articles.map((a) =>
      toArticleItem(
        { ...a, imageUrl: null, createdBy, updatedAt: a.publishedAt ?? a.createdAt },
        1,
      ),
    );
    const written = await seedOnce(table, 'demo-articles', items, new Date());
    if (written) ctx.log('seed', `added ${written} demo articles`);
  },
};

import {
  CADENCE_LABELS,
  LETTER_KIND_LABELS,
  type TCadence,
  type TLetterKind,
} from '@contracts/engagements/engagement';
import type { EngagementTerms } from '@domain/engagements/terms';
import { formatMoney, type Currency } from '@domain/timesheets/money';

/**
 * What an engagement letter or a change order says, as lines of text: the pure part of drawing
 * it (`lambdas/services/pdf/engagement-letter.ts` lays the lines out). Every figure is the
 * letter's own snapshot, money as `formatMoney` writes it in the client's currency, so the PDF
 * the client signs states exactly the terms the engagement takes once it is signed.
 */

/** Whose side a signer signs for. */
export type LetterSide = 'client' | 'consultant';

export interface LetterSigner {
  side: LetterSide;
  name: string;
  email: string;
}

export interface LetterInput {
  kind: TLetterKind;
  /** A change order's number among the engagement's change orders (1 for the first). */
  number: number;
  engagementTitle: string;
  consultant: { name: string; email: string };
  client: { name: string; address: string };
  currency: Currency;
  startDate: string;
  endDate: string | null;
  /** The day the letter's terms take effect: the start for the letter, the change's date else. */
  effectiveFrom: string;
  timeZone: string;
  terms: EngagementTerms;
  cadence: TCadence;
  workstreams: readonly string[];
  clauses: string;
  /** In the order they are asked to sign. */
  signers: readonly LetterSigner[];
}

export interface LetterSection {
  heading: string;
  /** Paragraphs; each wraps to the page and keeps its own line breaks. */
  lines: string[];
}

export interface LetterContent {
  title: string;
  /** Label and value under the title. */
  details: Array<[string, string]>;
  /** The two parties side by side. */
  parties: Array<{ heading: string; lines: string[] }>;
  sections: LetterSection[];
  signers: readonly LetterSigner[];
  /** What each page's footer says the file is. */
  footer: string;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
/** Hours as typed: `8`, `7.5`, `0.25`. */
const hoursText = (hours: number) => plural(hours, 'hour');

/** The commercial terms as sentences: how the client pays, unused hours, cancelling, notice. */
export function termsLines(terms: EngagementTerms, currency: Currency): string[] {
  const money = (pence: number) => formatMoney(pence, currency);
  const { model, rollover } = terms;
  const pay =
    model.kind === 'retainer'
      ? `Retainer: ${hoursText(model.hoursPerMonth)} a month at ${money(model.ratePence)} an hour (${money(Math.round(model.hoursPerMonth * model.ratePence))} a month).`
      : model.kind === 'fixedFee'
        ? `Fixed fee: ${money(model.monthlyFeePence)} a month.`
        : `Time and materials: the time worked, at ${money(model.ratePence)} an hour.`;
  const unused =
    model.kind !== 'retainer'
      ? []
      : [
          rollover.kind === 'carry'
            ? `Unused hours: carried into the next month only, up to ${hoursText(rollover.capHours)}.`
            : 'Unused hours: not carried into the next month.',
        ];
  const cancelling =
    terms.lateCancellationHours === null
      ? 'Cancelling a session: free at any time.'
      : `Cancelling a session: a session the client cancels within ${hoursText(terms.lateCancellationHours)} of its start is billed as worked, for its length.`;
  const days = terms.noticeDays === 1 ? "1 day's" : `${terms.noticeDays} days'`;
  const notice = `Notice: either side may end the engagement with ${days} notice.`;
  return [pay, ...unused, cancelling, notice];
}

const SIDE_LABELS: Record<LetterSide, string> = {
  client: 'For the client',
  consultant: 'Consultant',
};

/** The letter's title: the engagement letter's, or "Change order N to …". */
export function letterTitle(input: Pick<LetterInput, 'kind' | 'number' | 'engagementTitle'>) {
  return input.kind === 'letter'
    ? `${LETTER_KIND_LABELS.letter}: ${input.engagementTitle}`
    : `${LETTER_KIND_LABELS.changeOrder} ${input.number} to ${input.engagementTitle}`;
}

/** Everything the letter says, top to bottom. */
export function letterContent(input: LetterInput): LetterContent {
  const title = letterTitle(input);
  const term = `${input.startDate} to ${input.endDate ?? 'open-ended, until either side gives notice'}`;
  const details: Array<[string, string]> =
    input.kind === 'letter'
      ? [
          ['Engagement', input.engagementTitle],
          ['Term', term],
          ['Calendar', input.timeZone],
          ['Currency', input.currency],
        ]
      : [
          ['Engagement', input.engagementTitle],
          ['Takes effect', input.effectiveFrom],
          ['Ends', input.endDate ?? 'Open-ended, until either side gives notice'],
          ['Currency', input.currency],
        ];
  const parties = [
    {
      heading: 'Consultant',
      lines: [
        input.consultant.name,
        ...(input.consultant.name !== input.consultant.email ? [input.consultant.email] : []),
      ],
    },
    {
      heading: 'Client',
      lines: [input.client.name, ...(input.client.address ? [input.client.address] : [])],
    },
  ];
  const terms = termsLines(input.terms, input.currency);
  const sections: LetterSection[] =
    input.kind === 'letter'
      ? [
          {
            heading: 'The engagement',
            lines: [
              `The consultant provides the client with the services of this engagement, "${input.engagementTitle}", from ${input.startDate}${input.endDate ? ` until ${input.endDate}` : ' until either side ends it with notice'}. Months are counted on the calendar of ${input.timeZone}.`,
            ],
          },
          { heading: 'Fees and terms', lines: terms },
          {
            heading: 'Reporting',
            lines: [
              input.cadence === 'none'
                ? 'Reporting: no set cadence; the consultant reports as the work requires.'
                : `Reporting: ${CADENCE_LABELS[input.cadence].toLowerCase()}.`,
            ],
          },
          ...(input.workstreams.length
            ? [{ heading: 'Workstreams', lines: input.workstreams.map((w) => `• ${w}`) }]
            : []),
          ...(input.clauses.trim() ? [{ heading: 'Further terms', lines: [input.clauses] }] : []),
          {
            heading: 'Changes',
            lines: [
              'These terms change only by a change order signed by both sides, each in effect from its own date.',
            ],
          },
        ]
      : [
          {
            heading: 'The change',
            lines: [
              `From ${input.effectiveFrom}, the terms of the engagement "${input.engagementTitle}" are amended to read as follows. Until that day the terms agreed before apply; all other terms stay as agreed.`,
            ],
          },
          { heading: 'Fees and terms from ' + input.effectiveFrom, lines: terms },
          {
            heading: 'End of the engagement',
            lines: [
              input.endDate
                ? `The engagement ends on ${input.endDate}.`
                : 'The engagement runs until either side ends it with notice.',
            ],
          },
        ];
  return {
    title,
    details,
    parties,
    sections,
    signers: input.signers.map((s) => ({ ...s })),
    footer: `${title} — ${input.consultant.name} and ${input.client.name}`,
  };
}

export const signerLabel = (side: LetterSide): string => SIDE_LABELS[side];

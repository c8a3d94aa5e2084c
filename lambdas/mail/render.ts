import { LEGAL_LINE, PRODUCT_NAME } from './brand';
import { ACTION_SHELL, DOCUMENT_SHELL, PARAGRAPH_SHELL } from './shells.generated';

/** A mail's words, as a template makes them: the use case adds the recipient and attachments. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The mail's one button, after the sentence leading to it; the text part shows the link. */
export interface MailAction {
  /** e.g. "Need to cancel or move it? Use your personal link:". */
  intro: string;
  /** The button's words, e.g. "Cancel or move the meeting". */
  label: string;
  url: string;
  /** A line under the link, e.g. a warning not to share it. */
  note?: string;
}

/** What a template says; `renderMail` makes both parts of the mail from it. */
export interface MailContent {
  subject: string;
  /** The line clients show beside the subject. */
  preview: string;
  /** The body as the text part shows it: an empty string parts two paragraphs. */
  lines: readonly string[];
  action?: MailAction;
  /** Lines after the action, before the signature, parted as `lines` are. */
  after?: readonly string[];
}

/**
 * Both parts from one content: the HTML fills React Email's frame (`shells.generated.ts`), the
 * text says the same words in the same order, as React Email's text conversion reads that HTML
 * (a unit test holds every template to it).
 */
export function renderMail(content: MailContent): RenderedMail {
  const paragraphs = paragraphsOf(content.lines);
  const after = paragraphsOf(content.after ?? []);
  const { action } = content;
  const htmlParagraphs = (runs: string[][]) =>
    runs.map((run) => fill(PARAGRAPH_SHELL, { content: htmlLines(run) })).join('');
  const html = fill(DOCUMENT_SHELL, {
    preview: escape(oneLine(content.preview)),
    body: htmlParagraphs(paragraphs),
    // What follows the action goes in its slot too: the frame has one place between the words
    // and the signature.
    action:
      (action
        ? fill(ACTION_SHELL, {
            intro: escape(action.intro),
            label: escape(action.label),
            url: escape(action.url),
            note: action.note ? `<br/>${escape(action.note)}` : '',
          })
        : '') + htmlParagraphs(after),
  });
  const text = [
    ...paragraphs.map((run) => run.join('\n')),
    ...(action
      ? [action.intro, [action.url, ...(action.note ? [action.note] : [])].join('\n')]
      : []),
    ...after.map((run) => run.join('\n')),
    PRODUCT_NAME,
    '-'.repeat(40),
    LEGAL_LINE,
  ].join('\n\n');
  return { subject: oneLine(content.subject), html, text };
}

/** Runs of lines, parted where `lines` holds an empty string. */
export function paragraphsOf(lines: readonly string[]): string[][] {
  const runs: string[][] = [[]];
  for (const line of lines) {
    if (line === '') runs.push([]);
    else runs[runs.length - 1]!.push(line);
  }
  return runs.filter((run) => run.length > 0);
}

/**
 * Lines parted by line breaks, as are the lines of a value typed with them (a sender's message).
 * Leading spaces (a second time line aligned under the first) become no-break spaces, which HTML
 * does not collapse.
 */
const htmlLines = (run: readonly string[]) =>
  run
    .flatMap((line) => line.split(/\r?\n/))
    .map((line) => escape(line).replace(/^ +/, (spaces) => '&nbsp;'.repeat(spaces.length)))
    .join('<br/>');

/** Each `{{name}}` of the shell replaced by its value, which is never read as a pattern. */
function fill(shell: string, values: Record<string, string>): string {
  return shell.replace(/\{\{(\w+)\}\}/g, (marker, name: string) => values[name] ?? marker);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Text as HTML text or attribute value: what React escapes, escaped the same way. */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Names typed by people go into subjects, which must stay on one line. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

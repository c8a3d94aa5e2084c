import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ZDocument, type TDocument } from '@contracts/documents/document';
import {
  DEFAULT_REMINDERS,
  MAX_REMINDERS,
  REMINDER_DAY_CHOICES,
  type TReminderSettings,
} from '@contracts/documents/reminders';
import type { TSigner } from '@contracts/documents/workflow';
import { formatDateTime } from '../../../../web/src/features/documents/lib/format';
import {
  canSetReminders,
  everyDaysLabel,
  REMINDER_DAY_OPTIONS,
  reminderChange,
  reminderHelp,
  signerReminderRows,
} from '../../../../web/src/features/documents/lib/reminders';
import { describeAuditEntry } from '../../../../web/src/features/documents/lib/timeline';

/*
 * The unit tier runs in Node, without the web app's `@/` alias or a DOM. The component and its
 * fetcher are loaded by a computed path (the root tsconfig has neither JSX nor `@/`, so the type
 * check must not follow them), with their `@/` imports provided here: the real UI primitives, a
 * fake API client and a fake action hook. The markup is rendered on the server, as first shown.
 */
const { web, apiFetch, act } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
  apiFetch: vi.fn(),
  act: vi.fn(),
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/components/ui/button', () => import(/* @vite-ignore */ web('components/ui/button.tsx')));
vi.mock('@/components/ui/card', () => import(/* @vite-ignore */ web('components/ui/card.tsx')));
vi.mock('@/components/ui/label', () => import(/* @vite-ignore */ web('components/ui/label.tsx')));
vi.mock(
  '@/components/ui/native-select',
  () => import(/* @vite-ignore */ web('components/ui/native-select.tsx')),
);
vi.mock('@/lib/api-client', () => ({ apiFetch }));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('@/lib/use-action', () => ({ useAction: () => ({ act, busy: false }) }));
vi.mock('@/features/auth/session', () => ({ useSession: () => ({ user: undefined }) }));

let ReminderSettings: (props: { document: TDocument }) => ReactElement;
let setReminders: (id: string, body: TReminderSettings) => Promise<TDocument>;
beforeAll(async () => {
  ({ ReminderSettings } = await import(
    /* @vite-ignore */ web('features/documents/components/reminder-settings.tsx')
  ));
  ({ setReminders } = await import(
    /* @vite-ignore */ web('features/documents/api/set-reminders.ts')
  ));
});

const signer = (over: Partial<TSigner> = {}): TSigner => ({
  name: 'Ada',
  email: 'ada@example.com',
  order: 1,
  status: 'sent',
  sentAt: '2026-01-01T10:00:00.000Z',
  viewedAt: null,
  consentedAt: null,
  signedAt: null,
  declinedAt: null,
  declineReason: null,
  remindersSent: 0,
  nextReminderAt: null,
  ...over,
});

const document = (over: Partial<TDocument> = {}): TDocument =>
  ZDocument.parse({
    id: 'doc-1',
    title: 'Lease',
    fileType: 'pdf',
    status: 'pending_signatures',
    libraryId: null,
    createdAt: '2026-01-01T09:00:00.000Z',
    description: '',
    libraryName: null,
    originalFileName: 'lease.pdf',
    workflowType: 'group',
    sentAt: '2026-01-01T10:00:00.000Z',
    completedAt: null,
    sealed: false,
    certificate: false,
    reminders: DEFAULT_REMINDERS,
    signers: [signer()],
    fields: [],
    timeline: [],
    ...over,
  });

const render = (doc: TDocument) =>
  renderToStaticMarkup(createElement(ReminderSettings, { document: doc }));
const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? '';

describe('reminder settings', () => {
  it('shows only while the document is a draft or out for signature', () => {
    expect(canSetReminders({ status: 'draft' })).toBe(true);
    expect(canSetReminders({ status: 'pending_signatures' })).toBe(true);
    expect(canSetReminders({ status: 'partially_signed' })).toBe(true);
    for (const status of ['uploading', 'fully_signed', 'declined', 'expired', 'voided'] as const)
      expect(canSetReminders({ status })).toBe(false);
  });

  it('offers every interval of the contract, in words', () => {
    expect(REMINDER_DAY_OPTIONS.map((o) => Number(o.value))).toEqual([...REMINDER_DAY_CHOICES]);
    expect(everyDaysLabel(1)).toBe('Every day');
    expect(everyDaysLabel(2)).toBe('Every 2 days');
    expect(REMINDER_DAY_OPTIONS[0]).toEqual({ value: '1', label: 'Every day' });
  });

  it('renders the saved settings, with labels tied to their inputs and Save disabled', () => {
    const html = render(document({ reminders: { enabled: true, everyDays: 7 } }));
    const checkbox = tag(html, /<input[^>]*type="checkbox"[^>]*>/);
    expect(checkbox).toMatch(/checked=""/);
    const checkboxId = checkbox.match(/id="([^"]+)"/)?.[1];
    expect(html).toContain(`<label for="${checkboxId}"`);
    expect(html).toMatch(/Remind signers automatically<\/label>/);

    const select = tag(html, /<select[^>]*>/);
    const selectId = select.match(/id="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<label[^>]*for="${selectId}"[^>]*>How often</label>`));
    expect(select).not.toMatch(/disabled=""/);
    expect(html).toMatch(/<option value="7" selected="">Every 7 days<\/option>/);
    expect(html).toMatch(/<option value="1">Every day<\/option>/);

    expect(tag(html, /<button[^>]*type="submit"[^>]*>/)).toMatch(/disabled=""/);
    expect(html).toContain(reminderHelp);
    expect(reminderHelp).toBe(
      `Signers who have not answered get their link again, at most ${MAX_REMINDERS} times; never after they sign or decline, or once the document is voided.`,
    );
  });

  it('renders reminders that are off unchecked, their interval kept but not choosable', () => {
    const html = render(document({ reminders: { enabled: false, everyDays: 2 } }));
    expect(tag(html, /<input[^>]*type="checkbox"[^>]*>/)).not.toMatch(/checked=""/);
    expect(tag(html, /<select[^>]*>/)).toMatch(/disabled=""/);
    expect(html).toMatch(/<option value="2" selected="">Every 2 days<\/option>/);
  });

  it('has nothing to save until a setting changed, then sends both settings', () => {
    const saved = { enabled: true, everyDays: 3 };
    expect(reminderChange(saved, { ...saved })).toBeUndefined();
    expect(reminderChange(saved, { enabled: false, everyDays: 3 })).toEqual({
      enabled: false,
      everyDays: 3,
    });
    expect(reminderChange(saved, { enabled: true, everyDays: 14 })).toEqual({
      enabled: true,
      everyDays: 14,
    });
    // Changed back: nothing to save again.
    expect(reminderChange(saved, { enabled: true, everyDays: 3 })).toBeUndefined();
  });

  it('PUTs the settings to the document and reads the answer as a document', async () => {
    const answer = document({ reminders: { enabled: false, everyDays: 5 } });
    apiFetch.mockResolvedValueOnce(answer);
    await expect(setReminders('doc/1', { enabled: false, everyDays: 5 })).resolves.toBe(answer);
    expect(apiFetch).toHaveBeenCalledWith('/api/documents/doc%2F1/reminders', {
      method: 'PUT',
      body: { enabled: false, everyDays: 5 },
      schema: ZDocument,
    });
  });
});

describe('signer reminders', () => {
  it('counts the reminders sent and says when the next one goes', () => {
    const at = '2026-01-04T10:00:00.000Z';
    expect(signerReminderRows(signer({ remindersSent: 1, nextReminderAt: at }))).toEqual([
      { label: 'Reminded', value: `1 of ${MAX_REMINDERS}` },
      { label: 'Next reminder', value: formatDateTime(at), at },
    ]);
    expect(signerReminderRows(signer({ status: 'viewed', remindersSent: 3 }))).toEqual([
      { label: 'Reminded', value: '3 of 3' },
    ]);
    expect(signerReminderRows(signer({ nextReminderAt: at }))).toEqual([
      { label: 'Next reminder', value: formatDateTime(at), at },
    ]);
    expect(signerReminderRows(signer())).toEqual([]);
  });

  it('says nothing of reminders for a signer who is not waiting', () => {
    for (const status of ['pending', 'signed', 'declined'] as const)
      expect(
        signerReminderRows(
          signer({ status, remindersSent: 2, nextReminderAt: '2026-01-04T10:00:00.000Z' }),
        ),
      ).toEqual([]);
  });

  it('reads a reminder in the timeline', () => {
    expect(
      describeAuditEntry({
        seq: 4,
        action: 'reminded',
        actor: 'system',
        at: '2026-01-04T10:00:00.000Z',
        details: { email: 'ada@example.com', order: 1, reminder: 1 },
      }),
    ).toBe('Reminder 1 sent to ada@example.com');
  });
});

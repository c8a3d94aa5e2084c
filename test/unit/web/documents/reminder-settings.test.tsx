import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ZDocument, type TDocument } from '@contracts/documents/document';
import {
  DEFAULT_REMINDERS,
  MAX_REMINDERS,
  REMINDER_DAY_CHOICES,
  reminderMessages,
} from '@contracts/documents/reminders';
import { documentRoutes } from '@contracts/documents/routes';
import type { TSigner } from '@contracts/documents/workflow';
import { ReminderSettings } from '@/features/documents/components/reminder-settings';
import { formatDateTime } from '@/features/documents/lib/format';
import {
  canSetReminders,
  everyDaysLabel,
  REMINDER_DAY_OPTIONS,
  reminderChange,
  reminderHelp,
  signerReminderRows,
} from '@/features/documents/lib/reminders';
import { describeAuditEntry } from '@/features/documents/lib/timeline';
import { record, refuse } from '../../../support/web/api';
import { checked, describedBy, disabled } from '../../../support/web/read';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';

beforeEach(() => {
  signIn();
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

const show = (doc: TDocument) => renderScreen(<ReminderSettings document={doc} />);
const remind = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remind signers automatically' });
const howOften = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'How often' });
const save = () => screen.getByRole('button', { name: 'Save' });

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

  it('shows the saved settings, each control named by its label, and Save disabled', () => {
    show(document({ reminders: { enabled: true, everyDays: 7 } }));
    expect(checked(remind())).toBe(true);
    expect(describedBy(remind())).toBe(reminderHelp);
    expect(disabled(howOften())).toBe(false);
    expect(howOften().value).toBe('7');
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.find((o) => o.selected)?.textContent).toBe('Every 7 days');
    expect(options.map((o) => o.textContent)).toContain('Every day');
    expect(disabled(save())).toBe(true);
    expect(screen.getByText(reminderHelp)).toBeDefined();
    expect(reminderHelp).toBe(
      `Signers who have not answered get their link again, at most ${MAX_REMINDERS} times; never after they sign or decline, or once the document is voided.`,
    );
  });

  it('shows reminders that are off unchecked, their interval kept but not choosable', () => {
    show(document({ reminders: { enabled: false, everyDays: 2 } }));
    expect(checked(remind())).toBe(false);
    expect(disabled(howOften())).toBe(true);
    expect(howOften().value).toBe('2');
  });

  it('turning them on makes the interval choosable; changing it back leaves nothing to save', async () => {
    const ui = show(document({ reminders: { enabled: false, everyDays: 2 } }));
    await ui.user.click(remind());
    expect(disabled(howOften())).toBe(false);
    expect(disabled(save())).toBe(false);
    await ui.user.click(remind());
    expect(disabled(save())).toBe(true);
  });

  it('Save PUTs both settings to the document and says they are saved', async () => {
    const calls = record(
      documentRoutes.setReminders,
      document({ id: 'doc/1', reminders: { enabled: true, everyDays: 14 } }),
    );
    const ui = show(document({ id: 'doc/1', reminders: { enabled: true, everyDays: 3 } }));
    await ui.user.selectOptions(howOften(), 'Every 14 days');
    await ui.user.click(save());
    expect(await screen.findByText(reminderMessages.saved)).toBeDefined();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe('/api/documents/doc%2F1/reminders');
    expect(calls[0]?.body).toEqual({ enabled: true, everyDays: 14 });
  });

  it('says so when the server refuses, the choice left as it was', async () => {
    refuse(documentRoutes.setReminders, 409, reminderMessages.closed);
    const ui = show(document({ reminders: { enabled: true, everyDays: 3 } }));
    await ui.user.click(remind());
    await ui.user.click(save());
    expect(await screen.findByText(reminderMessages.saveFailed)).toBeDefined();
    expect(checked(remind())).toBe(false);
    expect(disabled(save())).toBe(false);
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

import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ZDocument, type TDocument } from '@contracts/documents/document';
import { reminderMessages } from '@contracts/documents/reminders';
import { ELECTRONIC_RECORDS_DISCLOSURE } from '@contracts/documents/signing';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { applyLambdaEnv } from '../../local/lambda-env';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { mailsTo, poll } from '../support/outbox';
import {
  draftForSigning,
  sendForSigning,
  signerAddress,
  signingTokenIn,
} from '../support/signing-requests';
import { expectError } from '../support/api-error';

const stack = inject('stack');
applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
const { signingRemindersDeps } = await import('../../lambdas/events/signing-reminders');
const { sendSigningReminders } =
  await import('../../lambdas/services/documents/signing/send-signing-reminders');

const DAY = 86_400_000;
const anonymous = anonymousCaller(stack);
let owner: Caller;
let other: Caller;
beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
});

const setReminders = (caller: Caller, id: string, body: unknown) =>
  caller.call('PUT', `/api/documents/${id}/reminders`, { body });

/**
 * The sweep as the schedule runs it, its clock `days` ahead. The documents here remind daily
 * and every sweep stays under 3 days ahead, so no other test's document (every 3 days by
 * default) comes due.
 */
const sweepIn = (days: number) =>
  sendSigningReminders({
    ...signingRemindersDeps.deps,
    clock: { now: () => new Date(Date.now() + days * DAY) },
  });

const requestsTo = async (email: string) =>
  (await mailsTo(stack.outboxDir, email)).filter((m) => /^Please sign:/.test(m.subject));
const remindersTo = async (email: string) =>
  (await mailsTo(stack.outboxDir, email)).filter((m) => /^Reminder: please sign:/.test(m.subject));

/** The mails to `email` of `kind`, once there are `count` of them. */
const mailsOnce = (kind: typeof requestsTo, email: string, count: number) =>
  poll(
    async () => {
      const found = await kind(email);
      return found.length >= count ? found : undefined;
    },
    10_000,
    `Fewer than ${count} mails to ${email}`,
  );

async function sentDaily(signers: { name: string; email: string }[]): Promise<TDocument> {
  const id = await draftForSigning(owner, signers);
  const res = await setReminders(owner, id, { enabled: true, everyDays: 1 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sendForSigning(owner, id);
}

describe('reminder settings', () => {
  it('are the defaults until changed, and only the owner changes them, with valid values', async () => {
    const id = await draftForSigning(owner, [{ name: 'Remy', email: signerAddress('remy') }]);
    const read = ZDocument.parse((await owner.call('GET', `/api/documents/${id}`)).body);
    expect(read.reminders).toEqual({ enabled: true, everyDays: 3 });

    expectError(await setReminders(anonymous, id, { enabled: false, everyDays: 3 }), 401);
    expectError(await setReminders(other, id, { enabled: false, everyDays: 3 }), 404);
    for (const bad of [{ enabled: true, everyDays: 4 }, { enabled: 'yes', everyDays: 3 }, {}])
      expectError(await setReminders(owner, id, bad), 400, reminderMessages.everyDays);

    const res = await setReminders(owner, id, { enabled: false, everyDays: 7 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZDocument.parse(res.body).reminders).toEqual({ enabled: false, everyDays: 7 });

    const sent = await sendForSigning(owner, id);
    expect(sent.signers[0]).toMatchObject({ remindersSent: 0, nextReminderAt: null });
    const on = ZDocument.parse(
      (await setReminders(owner, id, { enabled: true, everyDays: 2 })).body,
    );
    const next = Date.parse(on.signers[0]!.nextReminderAt ?? '');
    expect(next - Date.parse(sent.signers[0]!.sentAt ?? '')).toBe(2 * DAY);

    const voided = await owner.call('POST', `/api/documents/${id}/void`, {
      body: { reason: 'Not needed' },
    });
    expect(voided.status).toBe(200);
    expectError(
      await setReminders(owner, id, { enabled: true, everyDays: 3 }),
      409,
      reminderMessages.closed,
    );
  });
});

describe('automatic reminders', () => {
  it('mail each waiting signer their same link, never one who signed or whose document was voided', async () => {
    const signer = { name: 'Prompt Signer', email: signerAddress('prompt') };
    const waiting = { name: 'Slow Signer', email: signerAddress('slow') };
    const doc = await sentDaily([signer, waiting]);
    const withdrawnSigner = { name: 'Withdrawn', email: signerAddress('withdrawn') };
    const withdrawn = await sentDaily([withdrawnSigner]);
    const [firstLink] = await mailsOnce(requestsTo, waiting.email, 1);
    const [signerLink] = await mailsOnce(requestsTo, signer.email, 1);
    await mailsOnce(requestsTo, withdrawnSigner.email, 1);
    const voided = await owner.call('POST', `/api/documents/${withdrawn.id}/void`, {
      body: { reason: 'Replaced' },
    });
    expect(voided.status).toBe(200);

    // Not due yet: nothing.
    await sweepIn(0.5);
    expect(await remindersTo(waiting.email)).toEqual([]);

    await sweepIn(1 + 1 / 24);
    const [reminder] = await mailsOnce(remindersTo, waiting.email, 1);
    expect(reminder!.subject).toBe(
      `Reminder: please sign: ${doc.title} (from ${await ownerEmail()})`,
    );
    expect(signingTokenIn(reminder!.text ?? '')).toBe(signingTokenIn(firstLink!.text ?? ''));
    await mailsOnce(remindersTo, signer.email, 1);

    // The first signer signs with the link they were reminded of.
    const token = signingTokenIn(signerLink!.text ?? '')!;
    const headers = { [LINK_TOKEN_HEADER]: token };
    expect(
      (
        await anonymous.call('POST', '/api/sign/consent', {
          body: { disclosureVersion: ELECTRONIC_RECORDS_DISCLOSURE.version },
          headers,
        })
      ).status,
    ).toBe(204);
    const signed = await anonymous.call('POST', '/api/sign/sign', {
      body: { signature: { type: 'typed', text: signer.name } },
      headers,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    await sweepIn(2 + 2 / 24);
    await mailsOnce(remindersTo, waiting.email, 2);
    const after = ZDocument.parse((await owner.call('GET', `/api/documents/${doc.id}`)).body);
    expect(after.signers.map((s) => s.remindersSent)).toEqual([1, 2]);
    expect(after.signers[0]!.nextReminderAt).toBeNull();
    expect(after.signers[1]!.nextReminderAt).not.toBeNull();
    expect(
      after.timeline.filter((e) => e.action === 'reminded').map((e) => e.details.email),
    ).toEqual(expect.arrayContaining([signer.email, waiting.email]));

    expect(await remindersTo(signer.email)).toHaveLength(1);
    expect(await remindersTo(withdrawnSigner.email)).toEqual([]);
    const stillVoided = ZDocument.parse(
      (await owner.call('GET', `/api/documents/${withdrawn.id}`)).body,
    );
    expect(stillVoided.timeline.some((e) => e.action === 'reminded')).toBe(false);
  });
});

async function ownerEmail(): Promise<string> {
  const me = await owner.call<{ email: string }>('GET', '/api/me');
  return me.body.email;
}

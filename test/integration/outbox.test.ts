import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ZCisoApplication } from '@contracts/applications/ciso-application';
import { ZSignatureRequested } from '@contracts/documents/events';
import { outboxKeys } from '../../lambdas/keys/outbox';
import { hashSigningToken } from '../../lambdas/services/documents/signing/signing-token-item';
import { OUTBOX_SWEEP_AFTER_MS } from '../../lambdas/services/outbox/sweep-outbox';
import { applyLambdaEnv } from '../../local/lambda-env';
import { userCaller, type Caller } from '../support/api-session';
import { cisoApplication, submitApplication as submitApplicationAs } from '../support/applications';
import { mailsTo, waitForMail } from '../support/outbox';
import {
  draftForSigning,
  sendForSigning,
  signerAddress,
  signingTokenIn,
} from '../support/signing-requests';
import { stackTable } from '../support/table';

const stack = inject('stack');
const table = stackTable(stack);

applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
const { outboxSweepDeps } = await import('../../lambdas/events/outbox-sweep');
const { applicationsDeps } = await import('../../lambdas/handlers/applications/deps');
const { submitApplication } =
  await import('../../lambdas/services/applications/submit-application');
const { sweepOutbox } = await import('../../lambdas/services/outbox/sweep-outbox');

let owner: Caller;
let ownerEmail: string;
beforeAll(async () => {
  owner = await userCaller(stack);
  ownerEmail = ((await owner.call('GET', '/api/me')).body as { email: string }).email;
});

/** A new user's application, submitted through the API: its receipt arriving is the control. */
async function laterReceipt(): Promise<void> {
  const applicant = await userCaller(stack);
  const email = ((await applicant.call('GET', '/api/me')).body as { email: string }).email;
  await submitApplicationAs(applicant, 'ciso', cisoApplication());
  await waitForMail(stack.outboxDir, email, /^We received your professional application$/);
}

describe('the outbox', () => {
  it('holds a signing link only sealed: neither the table nor the bus sees the token', async () => {
    const signers = [
      { name: 'Ada Lovelace', email: signerAddress('ada') },
      { name: 'Grace Hopper', email: signerAddress('grace') },
    ];
    const id = await draftForSigning(owner, signers);
    await sendForSigning(owner, id);
    const tokens = await Promise.all(
      signers.map(async ({ email }) => {
        const mail = await waitForMail(stack.outboxDir, email, /^Please sign:/);
        return signingTokenIn(mail.text ?? '')!;
      }),
    );
    // One outbox item for the send, named by the first signer's link.
    const key = outboxKeys.key({
      detailType: 'SignatureRequested',
      subject: `${id}#${hashSigningToken(tokens[0]!)}`,
    });
    await vi.waitFor(async () => expect(await table.get(key)).toHaveProperty('ttl'), {
      timeout: 10_000,
      interval: 100,
    });
    const item = (await table.get(key))!;
    const raw = JSON.stringify(item);
    for (const token of tokens) expect(raw).not.toContain(token);
    const details = ZSignatureRequested.array().parse(JSON.parse(item.detail as string));
    expect(details.map((d) => d.order).sort()).toEqual([1, 2]);
    // Published and marked so: off the sweep's index.
    expect(item).not.toHaveProperty('GSI1PK');
    // Each signer got exactly one link.
    for (const { email } of signers) {
      expect(
        (await mailsTo(stack.outboxDir, email)).filter((m) => /^Please sign:/.test(m.subject)),
      ).toHaveLength(1);
    }
  });

  it('publishes an event its relay never saw, by the sweep, and its mail goes out once', async () => {
    const applicationId = randomUUID();
    // An item already at the key makes the submission's own write a change, not an insert: the
    // relay, which reads inserts only, never sees it, as after a crash or an expired stream.
    const key = outboxKeys.key({ detailType: 'ApplicationSubmitted', subject: applicationId });
    await table.put({ ...key, placeholder: true });
    const { deps } = applicationsDeps;
    await submitApplication(
      { ...deps, ids: { newId: () => applicationId } as typeof deps.ids },
      {
        sub: owner.sub!,
        submission: { kind: 'ciso', submission: ZCisoApplication.parse(cisoApplication()) },
      },
    );
    expect(await table.get(key)).toMatchObject({ GSI1PK: 'OUTBOX#UNPUBLISHED' });
    const receipts = () =>
      mailsTo(stack.outboxDir, ownerEmail).then((mails) =>
        mails.filter((m) => m.subject === 'We received your professional application'),
      );
    // The positive control: an application submitted after this one goes out by the relay; once
    // its receipt is in, a receipt the relay wrongly sent for this one would be too.
    await laterReceipt();
    const before = (await receipts()).length;

    // The sweep runs a few minutes on: the event is overdue.
    const later = { now: () => new Date(Date.now() + OUTBOX_SWEEP_AFTER_MS + 60_000) };
    const result = await sweepOutbox({ ...outboxSweepDeps.deps, clock: later }, {});
    expect(result.failed).toBe(0);
    expect(result.published).toBeGreaterThanOrEqual(1);
    await vi.waitFor(async () => expect(await receipts()).toHaveLength(before + 1), {
      timeout: 10_000,
      interval: 100,
    });
    const item = (await table.get(key))!;
    expect(item).not.toHaveProperty('GSI1PK');
    expect(item).toHaveProperty('ttl');

    // Marked published: a later sweep leaves it, and no second receipt goes out.
    await sweepOutbox({ ...outboxSweepDeps.deps, clock: later }, {});
    // The positive control: an application submitted after that sweep; its receipt coming means
    // a second one for the swept event would have come by now.
    await laterReceipt();
    expect(await receipts()).toHaveLength(before + 1);
  });
});

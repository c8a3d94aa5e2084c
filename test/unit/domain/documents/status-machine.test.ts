import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES, type TDocumentStatus } from '@contracts/documents/document';
import { STEP_STATUSES, type TStepStatus } from '@contracts/documents/workflow';
import {
  FINAL_STATUSES,
  nextState,
  statusAfterSignatures,
  type StatusEvent,
  type StepState,
} from '@domain/documents/status-machine';

const steps = (...statuses: TStepStatus[]): StepState[] =>
  statuses.map((status, i) => ({ order: i + 1, status }));

/** Every move the spec's statuses allow, and nothing else. */
const ALLOWED = new Set([
  'draft>pending_signatures',
  'pending_signatures>partially_signed',
  'pending_signatures>fully_signed',
  'pending_signatures>declined',
  'pending_signatures>expired',
  'partially_signed>partially_signed',
  'partially_signed>fully_signed',
  'partially_signed>declined',
  'partially_signed>expired',
  'pending_signatures>voided',
  'partially_signed>voided',
  'pending_signatures>pending_signatures',
  'expired>pending_signatures',
  'expired>partially_signed',
]);

describe('sending', () => {
  it('moves a draft with signers to pending_signatures', () => {
    expect(nextState('draft', steps('pending', 'pending'), { type: 'send' })).toEqual({
      ok: true,
      status: 'pending_signatures',
      steps: steps('pending', 'pending'),
    });
  });

  it('refuses a draft without signers, and any document that is not a draft', () => {
    expect(nextState('draft', [], { type: 'send' })).toEqual({ ok: false, reason: 'no_signers' });
    for (const status of DOCUMENT_STATUSES.filter((s) => s !== 'draft'))
      expect(nextState(status, steps('pending'), { type: 'send' })).toEqual({
        ok: false,
        reason: 'wrong_status',
      });
  });
});

describe('signing', () => {
  it('is partially signed while someone has not signed, fully signed once all have', () => {
    const first = nextState('pending_signatures', steps('sent', 'viewed'), {
      type: 'sign',
      order: 2,
    });
    expect(first).toEqual({
      ok: true,
      status: 'partially_signed',
      steps: steps('sent', 'signed'),
    });
    const second = nextState('partially_signed', steps('viewed', 'signed'), {
      type: 'sign',
      order: 1,
    });
    expect(second).toEqual({ ok: true, status: 'fully_signed', steps: steps('signed', 'signed') });
  });

  it('is fully signed at once when the only signer signs', () => {
    expect(nextState('pending_signatures', steps('viewed'), { type: 'sign', order: 1 })).toEqual({
      ok: true,
      status: 'fully_signed',
      steps: steps('signed'),
    });
  });

  it('refuses a signer who was not asked yet, already signed or declined, or does not exist', () => {
    const current = steps('signed', 'pending', 'declined');
    expect(nextState('partially_signed', current, { type: 'sign', order: 1 })).toEqual({
      ok: false,
      reason: 'not_awaiting',
    });
    expect(nextState('partially_signed', current, { type: 'sign', order: 2 })).toEqual({
      ok: false,
      reason: 'not_awaiting',
    });
    expect(nextState('partially_signed', current, { type: 'sign', order: 3 })).toEqual({
      ok: false,
      reason: 'not_awaiting',
    });
    expect(nextState('partially_signed', current, { type: 'sign', order: 9 })).toEqual({
      ok: false,
      reason: 'unknown_signer',
    });
  });
});

describe('declining and expiring', () => {
  it('declines the document when an asked signer declines', () => {
    expect(
      nextState('partially_signed', steps('signed', 'sent'), { type: 'decline', order: 2 }),
    ).toEqual({ ok: true, status: 'declined', steps: steps('signed', 'declined') });
  });

  it('expires the document when an unsigned link runs out, but not for a signed step', () => {
    expect(
      nextState('pending_signatures', steps('sent', 'sent'), { type: 'expire', order: 1 }),
    ).toMatchObject({ ok: true, status: 'expired' });
    expect(
      nextState('partially_signed', steps('signed', 'sent'), { type: 'expire', order: 1 }),
    ).toEqual({ ok: false, reason: 'not_awaiting' });
  });

  it('voids a document out for signature, whatever its signers did, and nothing else', () => {
    for (const status of ['pending_signatures', 'partially_signed'] as const)
      expect(nextState(status, steps('signed', 'viewed', 'pending'), { type: 'void' })).toEqual({
        ok: true,
        status: 'voided',
        steps: steps('signed', 'viewed', 'pending'),
      });
    expect(nextState('draft', steps('pending'), { type: 'void' })).toEqual({
      ok: false,
      reason: 'wrong_status',
    });
  });

  it('extends an expired or open request with waiting signers, back to where its signatures are', () => {
    expect(nextState('expired', steps('signed', 'sent'), { type: 'extend' })).toEqual({
      ok: true,
      status: 'partially_signed',
      steps: steps('signed', 'sent'),
    });
    expect(nextState('pending_signatures', steps('viewed'), { type: 'extend' })).toMatchObject({
      ok: true,
      status: 'pending_signatures',
    });
    expect(nextState('expired', steps('signed', 'declined'), { type: 'extend' })).toEqual({
      ok: false,
      reason: 'not_awaiting',
    });
    for (const status of ['draft', 'fully_signed', 'declined', 'voided'] as const)
      expect(nextState(status, steps('sent'), { type: 'extend' })).toEqual({
        ok: false,
        reason: 'wrong_status',
      });
  });

  it('lets nothing leave a final status, nor act on a draft or an upload', () => {
    const events: StatusEvent[] = [
      { type: 'sign', order: 1 },
      { type: 'decline', order: 1 },
      { type: 'expire', order: 1 },
      { type: 'void' },
    ];
    for (const status of [...FINAL_STATUSES, 'expired', 'draft', 'uploading'] as TDocumentStatus[])
      for (const event of events)
        expect(nextState(status, steps('sent'), event)).toEqual({
          ok: false,
          reason: 'wrong_status',
        });
  });
});

describe('properties over random documents', () => {
  const arbSteps = fc
    .array(fc.constantFrom(...STEP_STATUSES), { minLength: 0, maxLength: 8 })
    .map((statuses) => steps(...statuses));
  const arbEvent = fc.oneof(
    fc.constant<StatusEvent>({ type: 'send' }),
    fc.constant<StatusEvent>({ type: 'void' }),
    fc.constant<StatusEvent>({ type: 'extend' }),
    fc
      .tuple(fc.constantFrom('sign', 'decline', 'expire' as const), fc.integer({ min: 0, max: 9 }))
      .map(([type, order]) => ({ type, order }) as StatusEvent),
  );

  it('only ever makes a move the spec allows', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DOCUMENT_STATUSES), arbSteps, arbEvent, (status, s, event) => {
        const next = nextState(status, s, event);
        // A refused move is skipped; a machine that refused every one would fail the property.
        fc.pre(next.ok);
        expect(ALLOWED.has(`${status}>${next.status}`)).toBe(true);
      }),
    );
  });

  it('changes at most the acting step, and never the number of steps', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DOCUMENT_STATUSES), arbSteps, arbEvent, (status, s, event) => {
        const next = nextState(status, s, event);
        fc.pre(next.ok);
        expect(next.steps).toHaveLength(s.length);
        next.steps.forEach((step, i) => {
          if (step.order !== ('order' in event ? event.order : -1)) expect(step).toEqual(s[i]);
        });
      }),
    );
  });

  it('reaches fully_signed by signing each step once, in any order, and then nothing moves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }).chain((n) =>
          fc.shuffledSubarray(
            Array.from({ length: n }, (_, i) => i + 1),
            { minLength: n, maxLength: n },
          ),
        ),
        (orders) => {
          let status: TDocumentStatus = 'pending_signatures';
          let current: StepState[] = orders.map((_, i) => ({ order: i + 1, status: 'sent' }));
          for (const [i, order] of orders.entries()) {
            const next = nextState(status, current, { type: 'sign', order });
            expect(next.ok).toBe(true);
            if (!next.ok) return;
            expect(next.status).toBe(i === orders.length - 1 ? 'fully_signed' : 'partially_signed');
            ({ status, steps: current } = next);
            expect(statusAfterSignatures(current)).toBe(status);
          }
          expect(nextState(status, current, { type: 'sign', order: orders[0]! }).ok).toBe(false);
        },
      ),
    );
  });
});

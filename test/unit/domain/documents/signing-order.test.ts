import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STEP_STATUSES, type TStepStatus } from '@contracts/documents/workflow';
import { ordersToAskAfterSign, ordersToAskOnSend } from '@domain/documents/signing-order';
import { nextState, type StepState } from '@domain/documents/status-machine';

const at = (order: number, status: TStepStatus = 'pending'): StepState => ({ order, status });

describe('on send', () => {
  it('asks every signer of a group, whatever order the steps are stored in', () => {
    expect(ordersToAskOnSend('group', [at(3), at(1), at(2)])).toEqual([1, 2, 3]);
  });

  it('asks only the first signer of a chain', () => {
    expect(ordersToAskOnSend('chain', [at(3), at(1), at(2)])).toEqual([1]);
    expect(ordersToAskOnSend('chain', [])).toEqual([]);
  });
});

describe('after a signature', () => {
  it('asks the next signer of a chain, and nobody after the last one', () => {
    expect(ordersToAskAfterSign('chain', [at(1, 'signed'), at(2), at(3)], 1)).toEqual([2]);
    expect(ordersToAskAfterSign('chain', [at(1, 'signed'), at(2, 'signed'), at(3)], 2)).toEqual([
      3,
    ]);
    expect(ordersToAskAfterSign('chain', [at(1, 'signed'), at(2, 'signed')], 2)).toEqual([]);
  });

  it('asks nobody in a group: all were asked at send', () => {
    expect(ordersToAskAfterSign('group', [at(1, 'signed'), at(2, 'sent')], 1)).toEqual([]);
  });

  it('never asks a signer twice, nor skips an unsigned earlier signer', () => {
    expect(ordersToAskAfterSign('chain', [at(1, 'signed'), at(2, 'sent')], 1)).toEqual([]);
    expect(ordersToAskAfterSign('chain', [at(1, 'viewed'), at(2, 'signed'), at(3)], 2)).toEqual([]);
  });
});

describe('properties', () => {
  const arbOrders = fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 8 });

  it('a chain walked signature by signature asks each signer exactly once, in order', () => {
    fc.assert(
      fc.property(arbOrders, (orders) => {
        let steps: StepState[] = orders.map((o) => at(o));
        const asked: number[] = [];
        const ask = (list: number[]) => {
          asked.push(...list);
          steps = steps.map((s) => (list.includes(s.order) ? { ...s, status: 'sent' } : s));
        };
        ask(ordersToAskOnSend('chain', steps));
        let status: Parameters<typeof nextState>[0] = 'pending_signatures';
        // Whoever holds a live link signs, one at a time.
        for (let live = steps.find((s) => s.status === 'sent'); live;) {
          const next = nextState(status, steps, { type: 'sign', order: live.order });
          if (!next.ok) throw new Error(next.reason);
          ({ status, steps } = next);
          ask(ordersToAskAfterSign('chain', steps, live.order));
          expect(steps.filter((s) => s.status === 'sent').length).toBeLessThanOrEqual(1);
          live = steps.find((s) => s.status === 'sent');
        }
        expect(asked).toEqual([...orders].sort((a, b) => a - b));
        expect(status).toBe('fully_signed');
      }),
    );
  });

  it('a group asks everyone at send and nobody afterwards', () => {
    fc.assert(
      fc.property(
        arbOrders,
        fc.array(fc.constantFrom(...STEP_STATUSES), { maxLength: 8 }),
        (orders, statuses) => {
          const steps = orders.map((o, i) => at(o, statuses[i] ?? 'pending'));
          expect(new Set(ordersToAskOnSend('group', steps))).toEqual(new Set(orders));
          for (const o of orders) expect(ordersToAskAfterSign('group', steps, o)).toEqual([]);
        },
      ),
    );
  });
});

import { useState } from 'react';
import type { TSlot } from '@contracts/booking/public-booking';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** The time chosen to move a meeting to, as the picker shows it and changes it. */
export interface SlotChoice {
  slot: TSlot | null;
  choose: (slot: TSlot | null) => void;
}

/**
 * The time chosen to move a meeting to, and the idempotency key of that move: one key per chosen
 * time, so a retried request answers the move already made and a new time is a new move.
 */
export function useChosenSlot() {
  const [slot, setSlot] = useState<TSlot | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const choose = (next: TSlot | null) => {
    setSlot(next);
    setIdempotencyKey(newIdempotencyKey());
  };
  return { slot, choose, idempotencyKey } satisfies SlotChoice & { idempotencyKey: string };
}

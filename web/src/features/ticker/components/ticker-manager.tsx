import { useRef } from 'react';
import type { TTickerMessage } from '@contracts/ticker/ticker-message';
import { useAction } from '@/lib/use-action';
import { adminTickerKey, useAdminTicker } from '../api/get-admin-ticker';
import { reorderTicker } from '../api/reorder-ticker';
import { setTickerActive } from '../api/set-ticker-active';
import { moveMessage } from '@domain/ticker/order';
import { AddTickerMessage } from './add-ticker-message';
import { TickerMessageList } from './ticker-message-list';

// The list shows a change at once and SWR puts it back if the server refuses; the action then
// reloads the list either way, so it ends up showing what the server holds.
const optimistic = { rollbackOnError: true, populateCache: true, revalidate: false } as const;

/** The dashboard's ticker part: add a message, then the list with its controls. */
export function TickerManager({ sub }: { sub: string }) {
  const messages = useAdminTicker(sub);
  const { data, mutate } = messages;
  const { act } = useAction();
  const listRef = useRef<HTMLUListElement>(null);

  const change = (run: () => Promise<unknown>) =>
    void act({ run, error: 'Error', revalidate: [adminTickerKey] });

  const toggle = (message: TTickerMessage, isActive: boolean) => {
    const apply = (list: TTickerMessage[] | undefined) =>
      (list ?? []).map((m) => (m.id === message.id ? { ...m, isActive } : m));
    change(() =>
      mutate(
        async (current) => {
          await setTickerActive(message.id, isActive);
          return apply(current);
        },
        { ...optimistic, optimisticData: apply },
      ),
    );
  };

  // The full new order is saved; the answer is the order as stored.
  const move = (message: TTickerMessage, step: -1 | 1) => {
    const next = data && moveMessage(data, message.id, step);
    if (!next) return;
    change(() =>
      mutate(() => reorderTicker(next.map((m) => m.id)), { ...optimistic, optimisticData: next }),
    );
    keepFocus(message.id, step);
  };

  /** A move to the first or last place disables the pressed button: focus its twin instead. */
  const keepFocus = (id: string, step: -1 | 1) => {
    requestAnimationFrame(() => {
      const row = listRef.current?.querySelector(`[data-message-id="${CSS.escape(id)}"]`);
      const pressed = row?.querySelector<HTMLButtonElement>(
        `[data-move="${step < 0 ? 'up' : 'down'}"]`,
      );
      if (pressed?.disabled) {
        row?.querySelector<HTMLButtonElement>(`[data-move="${step < 0 ? 'down' : 'up'}"]`)?.focus();
      }
    });
  };

  return (
    <>
      <AddTickerMessage />
      <TickerMessageList messages={messages} listRef={listRef} onToggle={toggle} onMove={move} />
    </>
  );
}

import { useRef } from 'react';
import { toast } from '@/lib/toast';
import type { TTickerMessage } from '@contracts/ticker/ticker-message';
import { deleteTickerMessage } from '../api/delete-ticker-message';
import { useAdminTicker } from '../api/get-admin-ticker';
import { reorderTicker } from '../api/reorder-ticker';
import { setTickerActive } from '../api/set-ticker-active';
import { errorMessage } from '@/lib/error-message';
import { moveMessage } from '@domain/ticker/order';
import { AddTickerMessage } from './add-ticker-message';
import { TickerMessageList } from './ticker-message-list';

/** The dashboard's ticker part: add a message, then the list with its controls. */
export function TickerManager({ sub }: { sub: string }) {
  const { data, error, isLoading, mutate } = useAdminTicker(sub);
  const listRef = useRef<HTMLUListElement>(null);
  const reload = () => void mutate();

  const fail = (err: unknown) => {
    toast.error('Error', { description: errorMessage(err) });
    // Whatever the failed call left behind, show what the server holds.
    reload();
  };

  // The switch flips at once; SWR puts it back if the server refuses.
  const toggle = (message: TTickerMessage, isActive: boolean) => {
    const apply = (list: TTickerMessage[] | undefined) =>
      (list ?? []).map((m) => (m.id === message.id ? { ...m, isActive } : m));
    mutate(
      async (current) => {
        await setTickerActive(message.id, isActive);
        return apply(current);
      },
      { optimisticData: apply, rollbackOnError: true, populateCache: true, revalidate: false },
    ).catch(fail);
  };

  // The new order shows at once and the full order is saved; a refusal restores the old order.
  const move = (message: TTickerMessage, step: -1 | 1) => {
    const next = data && moveMessage(data, message.id, step);
    if (!next) return;
    mutate(() => reorderTicker(next.map((m) => m.id)), {
      optimisticData: next,
      rollbackOnError: true,
      populateCache: true,
      revalidate: false,
    }).catch(fail);
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

  const remove = async (message: TTickerMessage) => {
    try {
      await deleteTickerMessage(message.id);
      toast.success('Message deleted');
      reload();
      return true;
    } catch (err) {
      fail(err);
      return false;
    }
  };

  return (
    <>
      <AddTickerMessage onAdded={reload} />
      <TickerMessageList
        messages={data}
        isLoading={isLoading}
        failed={Boolean(error)}
        onRetry={reload}
        listRef={listRef}
        onToggle={toggle}
        onMove={move}
        onDelete={remove}
      />
    </>
  );
}

import { useId } from 'react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import type { TTickerMessage } from '@contracts/ticker/ticker-message';
import { DeleteButton } from '@/components/ui/delete-button';
import { IconButton } from '@/components/ui/icon-button';
import type { ListQuery } from '@/components/ui/list-body';
import { ListSection } from '@/components/ui/list-section';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useAction } from '@/lib/use-action';
import { deleteTickerMessage } from '../api/delete-ticker-message';
import { adminTickerKey } from '../api/get-admin-ticker';

export interface TickerListActions {
  onToggle: (message: TTickerMessage, isActive: boolean) => void;
  onMove: (message: TTickerMessage, step: -1 | 1) => void;
}

/** A message's two moves in the order: a step up or a step down. */
const MOVES = [
  { label: 'Move up', icon: ArrowUp, move: 'up', by: -1 },
  { label: 'Move down', icon: ArrowDown, move: 'down', by: 1 },
] as const;

/** "Ticker Messages": each with its order, an Active switch, move up/down and delete. */
export function TickerMessageList({
  messages,
  listRef,
  ...actions
}: TickerListActions & {
  messages: ListQuery<TTickerMessage>;
  listRef: React.Ref<HTMLUListElement>;
}) {
  return (
    <ListSection
      title="Ticker Messages"
      query={messages}
      texts={{
        loading: 'Loading messages...',
        failed: 'The messages could not be loaded.',
        empty: 'No messages yet. Add your first ticker message above.',
      }}
    >
      {(items, focusHeading) => (
        <ul ref={listRef} className="grid gap-3" aria-label="Ticker messages">
          {items.map((message, index) => (
            <TickerRow
              key={message.id}
              message={message}
              first={index === 0}
              last={index === items.length - 1}
              {...actions}
              onDeleted={focusHeading}
            />
          ))}
        </ul>
      )}
    </ListSection>
  );
}

function TickerRow({
  message,
  first,
  last,
  onToggle,
  onMove,
  onDeleted,
}: TickerListActions & {
  message: TTickerMessage;
  first: boolean;
  last: boolean;
  onDeleted: () => void;
}) {
  const { act, busy } = useAction();
  const switchId = useId();

  const remove = async () => {
    const deleted = await act({
      run: () => deleteTickerMessage(message.id),
      success: 'Message deleted',
      error: 'Error',
      revalidate: [adminTickerKey],
    });
    if (deleted.ok) onDeleted();
  };

  return (
    <li
      data-message-id={message.id}
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className={cn('font-medium break-words', !message.isActive && 'text-muted-foreground')}>
          {message.message}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          Order: {message.displayOrder}
          {!message.isActive && ' · Hidden from the home page'}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <div className="mr-2 flex items-center gap-2">
          <Switch
            id={switchId}
            aria-label="Active"
            checked={message.isActive}
            onCheckedChange={(checked) => onToggle(message, checked)}
          />
          <label htmlFor={switchId} className="cursor-pointer text-sm" aria-hidden>
            Active
          </label>
        </div>
        {MOVES.map(({ label, icon, move, by }) => (
          <IconButton
            key={move}
            label={label}
            title={label}
            icon={icon}
            data-move={move}
            className="size-9"
            disabled={by < 0 ? first : last}
            onClick={() => onMove(message, by)}
          />
        ))}
        <DeleteButton
          label={`Delete message: ${message.message}`}
          title="Delete message?"
          question="Are you sure you want to delete this message?"
          disabled={busy}
          onConfirm={() => void remove()}
        />
      </div>
    </li>
  );
}

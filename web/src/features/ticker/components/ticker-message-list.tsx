import { useId, useRef, useState } from 'react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Trash2 from 'lucide-react/icons/trash-2';
import type { TTickerMessage } from '@contracts/ticker/ticker-message';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ListBody } from '@/components/ui/list-body';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

export interface TickerListActions {
  onToggle: (message: TTickerMessage, isActive: boolean) => void;
  onMove: (message: TTickerMessage, step: -1 | 1) => void;
  /** Answers whether the message was deleted. */
  onDelete: (message: TTickerMessage) => Promise<boolean>;
}

/** "Ticker Messages": each with its order, an Active switch, move up/down and delete. */
export function TickerMessageList({
  messages,
  isLoading,
  failed,
  onRetry,
  listRef,
  ...actions
}: TickerListActions & {
  messages: TTickerMessage[] | undefined;
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
  listRef: React.Ref<HTMLUListElement>;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onDelete = async (message: TTickerMessage) => {
    const deleted = await actions.onDelete(message);
    // The deleted row took its focused button with it: continue from the list's heading.
    if (deleted) headingRef.current?.focus();
    return deleted;
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardHeader>
          <h2
            id={`${id}-title`}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl leading-none font-semibold tracking-tight outline-none"
          >
            Ticker Messages
          </h2>
        </CardHeader>
        <CardContent>
          <ListBody
            items={messages}
            isLoading={isLoading}
            failed={failed}
            onRetry={onRetry}
            loadingText="Loading messages..."
            failedText="The messages could not be loaded."
            emptyText="No messages yet. Add your first ticker message above."
          >
            {(items) => (
              <ul ref={listRef} className="grid gap-3" aria-label="Ticker messages">
                {items.map((message, index) => (
                  <TickerRow
                    key={message.id}
                    message={message}
                    first={index === 0}
                    last={index === items.length - 1}
                    {...actions}
                    onDelete={onDelete}
                  />
                ))}
              </ul>
            )}
          </ListBody>
        </CardContent>
      </Card>
    </section>
  );
}

function TickerRow({
  message,
  first,
  last,
  onToggle,
  onMove,
  onDelete,
}: TickerListActions & { message: TTickerMessage; first: boolean; last: boolean }) {
  const [deleting, setDeleting] = useState(false);
  const switchId = useId();

  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete(message);
    } finally {
      setDeleting(false);
    }
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
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label="Move up"
          title="Move up"
          data-move="up"
          disabled={first}
          onClick={() => onMove(message, -1)}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label="Move down"
          title="Move down"
          data-move="down"
          disabled={last}
          onClick={() => onMove(message, 1)}
        >
          <ArrowDown aria-hidden />
        </Button>
        <ConfirmAction
          title="Delete message?"
          description="Are you sure you want to delete this message?"
          confirmLabel="Delete"
          onConfirm={() => void remove()}
          trigger={
            <Button
              variant="outline"
              size="icon"
              className="size-9 text-destructive hover:text-destructive"
              aria-label={`Delete message: ${message.message}`}
              title="Delete"
              disabled={deleting}
            >
              <Trash2 aria-hidden />
            </Button>
          }
        />
      </div>
    </li>
  );
}

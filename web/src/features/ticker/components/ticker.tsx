import { useCallback } from 'react';
import type { TPublicTickerMessage } from '@contracts/ticker/ticker-message';
import { getTicker, useTicker } from '../api/get-ticker';
import { useLiveTicker } from './use-live-ticker';

// The loop (spec §9): the list is rendered twice side by side and the pair slides left by half its
// width in 30 s, so the second copy takes the first one's place seamlessly.
const css = '@keyframes vh-ticker{to{transform:translateX(-50%)}}';

/**
 * The line of active messages under the header; absent when there are none. It stops while
 * hovered or focused (the strip takes keyboard focus), and stands still, wrapped, with reduced motion.
 */
export function Ticker() {
  const { data, mutate } = useTicker();
  // A change notice names the version to fetch; a reconnect simply fetches the list again.
  const refetch = useCallback(
    (version?: string) =>
      void (version ? mutate(getTicker(version), { revalidate: false }) : mutate()),
    [mutate],
  );
  useLiveTicker(refetch);

  if (!data?.length) return null;
  return (
    <section
      aria-label="Latest updates"
      tabIndex={0}
      className="group overflow-hidden border-b bg-primary text-primary-foreground"
    >
      <style href="vh-ticker" precedence="default">
        {css}
      </style>
      <div className="flex w-max animate-[vh-ticker_30s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none">
        <Copy messages={data} />
        <Copy messages={data} hidden />
      </div>
    </section>
  );
}

function Copy({ messages, hidden }: { messages: TPublicTickerMessage[]; hidden?: boolean }) {
  return (
    <ul
      className={`flex min-w-screen shrink-0 items-center motion-reduce:min-w-0 motion-reduce:flex-wrap motion-reduce:justify-center${hidden ? ' motion-reduce:hidden' : ''}`}
      aria-hidden={hidden}
    >
      {messages.map((m) => (
        <li
          key={m.id}
          className="flex items-center gap-3 px-4 py-2 text-sm font-medium whitespace-nowrap motion-reduce:whitespace-normal"
        >
          <span className="size-1.5 shrink-0 rounded-full bg-current opacity-70" aria-hidden />
          {m.message}
        </li>
      ))}
    </ul>
  );
}

import * as z from 'zod';
import { requiredTrimmed } from '../text-fields';

export const ZTickerMessage = z.object({
  id: z.string(),
  message: z.string(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
});
export type TTickerMessage = z.infer<typeof ZTickerMessage>;

/** The landing page needs only these (spec §7: id, message, display_order of active messages). */
export const ZPublicTickerMessage = ZTickerMessage.pick({
  id: true,
  message: true,
  displayOrder: true,
});
export type TPublicTickerMessage = z.infer<typeof ZPublicTickerMessage>;

/** `GET /api/admin/ticker` and `PUT /api/admin/ticker/order`: every message by displayOrder. */
export const ZTickerMessageList = z.object({ messages: z.array(ZTickerMessage) });
export type TTickerMessageList = z.infer<typeof ZTickerMessageList>;

/** `GET /api/ticker`: active messages by displayOrder. */
export const ZPublicTickerMessageList = z.object({ messages: z.array(ZPublicTickerMessage) });
export type TPublicTickerMessageList = z.infer<typeof ZPublicTickerMessageList>;

/**
 * `GET /api/ticker?v=<version>`: a change's version (`ZTickerChanged`) only makes the address new
 * to the edge's cache; the list is the same without it.
 */
export const ZPublicTickerQuery = z.object({ v: z.string().optional() });

/** At most this many messages: a reorder rewrites all of them in one DynamoDB transaction (≤ 100 items). */
export const MAX_TICKER_MESSAGES = 50;

export const tickerMessages = {
  empty: 'Message cannot be empty',
  notFound: 'Message not found',
  /** 409 of a reorder whose ids are not exactly the current messages (someone added or deleted one). */
  changed: 'The ticker changed meanwhile. Reload and try again.',
  /** 409 of an add when the ticker already holds MAX_TICKER_MESSAGES. */
  full: `The ticker holds at most ${MAX_TICKER_MESSAGES} messages. Delete one before adding another.`,
  tooLong: 'Message must be at most 280 characters',
  active: 'Active must be true or false',
  order: 'Order must be a list of message ids',
  orderMissing: 'Order must name every message',
  orderTooLong: `There can be at most ${MAX_TICKER_MESSAGES} messages`,
  orderRepeats: 'Order must name each message once',
} as const;

export const ZAddTickerMessage = z.object(
  {
    message: requiredTrimmed(tickerMessages.empty, 280, tickerMessages.tooLong),
  },
  tickerMessages.empty,
);
export type TAddTickerMessage = z.infer<typeof ZAddTickerMessage>;

export const ZSetTickerActive = z.object(
  { isActive: z.boolean(tickerMessages.active) },
  tickerMessages.active,
);
export type TSetTickerActive = z.infer<typeof ZSetTickerActive>;

/** The full new order: every current message id exactly once. */
export const ZReorderTicker = z.object(
  {
    ids: z
      .array(
        z.string(tickerMessages.order).min(1, tickerMessages.order).max(100, tickerMessages.order),
        tickerMessages.order,
      )
      .min(1, tickerMessages.orderMissing)
      .max(MAX_TICKER_MESSAGES, tickerMessages.orderTooLong)
      .refine((ids) => new Set(ids).size === ids.length, tickerMessages.orderRepeats),
  },
  tickerMessages.order,
);
export type TReorderTicker = z.infer<typeof ZReorderTicker>;

export const ZTickerId = z.object({ id: z.string().min(1).max(100) });

/**
 * What the live channel pushes to landing pages; they refetch the public list on it. `version`
 * (the change's place in the table stream) goes into the refetch's address, so the edge caches
 * each version once and no page is served the list from before the change.
 */
export const ZTickerChanged = z.object({
  type: z.literal('ticker.changed'),
  version: z.string().max(64).optional(),
});

/**
 * Public entry: the scrolling ticker that features/landing loads lazily. A file of its own so that
 * chunk stays the strip and its live channel, without the admin panel or any zod contract.
 */
export { Ticker } from './components/ticker';

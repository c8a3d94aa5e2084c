/**
 * Public entry: the ticker's panel on the Admin Dashboard (features/admin), the add form and the
 * list. A file of its own so the landing page's lazy ticker chunk never reaches the admin code.
 */
export { TickerManager as TickerAdminPanel } from './components/ticker-manager';

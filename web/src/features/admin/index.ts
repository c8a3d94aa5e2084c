import type { ComponentType } from 'react';

/**
 * The admin area's public entry: the frame of every admin screen (guard and header included), and
 * the shape of a panel another feature plugs into the Admin Dashboard
 * (`routes/admin-dashboard-page.tsx`).
 */
export { AdminScreen } from './components/admin-screen';

/** A feature's part of the Admin Dashboard, given the signed-in administrator's id. */
export type AdminPanel = ComponentType<{ sub: string }>;

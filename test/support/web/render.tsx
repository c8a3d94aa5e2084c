import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { SWRConfig } from 'swr';

/*
 * Renders a screen as the app does (app.tsx): SWR with the app's settings, a router, and the
 * toaster, so a test reads the toasts a person sees. Each render gets its own SWR cache, so no
 * answer leaks from one test into the next.
 */
export interface Screen extends RenderResult {
  user: UserEvent;
  /** Where the router is now (path and query), e.g. after a link or a redirect. */
  location: () => string;
}

export function renderScreen(
  ui: ReactElement,
  {
    at = '/',
    route,
    state,
  }: {
    at?: string;
    route?: string;
    /** The history entry's state, as a screen that navigated here hands it on. */
    state?: unknown;
  } = {},
): Screen {
  const user = userEvent.setup();
  const where = { current: at };
  function Where() {
    const loc = useLocation();
    where.current = `${loc.pathname}${loc.search}`;
    return null;
  }
  const result = render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        revalidateOnFocus: false,
        shouldRetryOnError: false,
        dedupingInterval: 0,
      }}
    >
      <MemoryRouter initialEntries={[state === undefined ? at : { ...parsePath(at), state }]}>
        {route ? (
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          ui
        )}
        <Where />
      </MemoryRouter>
      <Toaster />
    </SWRConfig>,
  );
  return { ...result, user, location: () => where.current };
}

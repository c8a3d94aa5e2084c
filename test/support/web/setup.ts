import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import './dom-gaps';
import { server } from './server';
import { signOut, signOuts } from './session';

// The session comes from Cognito through Amplify; tests sign in with `signIn()` instead.
vi.mock('@/features/auth/session', () => import('./session'));

// A request no handler answers is an error (MSW's 'error' strategy: the call fails and says
// so), and it fails the test too, even when the screen swallows the failed call.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  // Toasts live in the toast library's module, not in the screen: none may reach the next test.
  toast.dismiss();
  // The test DOM's storage outlives a test: none may start with another's Amplify session or draft.
  localStorage.clear();
  sessionStorage.clear();
  server.resetHandlers();
  signOut();
  signOuts.count = 0;
  const missed = unhandled.splice(0);
  if (missed.length) throw new Error(`No handler answered: ${missed.join(', ')}`);
});
afterAll(() => server.close());

import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './server';
import { signOut, signOuts } from './session';

// The session comes from Cognito through Amplify; tests sign in with `signIn()` instead.
vi.mock('@/features/auth/session', () => import('./session'));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Toasts live in the toast library's module, not in the screen: none may reach the next test.
  toast.dismiss();
  server.resetHandlers();
  signOut();
  signOuts.count = 0;
});
afterAll(() => server.close());

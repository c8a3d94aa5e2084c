import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { SessionProvider } from '@/features/auth/session';
import { ThemeProvider } from './layout/theme';
import { AppToaster } from './layout/toaster';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ThemeProvider>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <SessionProvider>
          <RouterProvider router={router} />
          <AppToaster />
        </SessionProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}

import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { Toaster } from 'sonner';
import { SessionProvider } from '@/features/auth/session';
import { ThemeProvider, useTheme } from './layout/theme';
import { routes } from './routes';

const router = createBrowserRouter(routes);

function ThemedToaster() {
  const { resolved } = useTheme();
  return <Toaster theme={resolved} richColors closeButton position="top-right" />;
}

export function App() {
  return (
    <ThemeProvider>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <SessionProvider>
          <RouterProvider router={router} />
          <ThemedToaster />
        </SessionProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}

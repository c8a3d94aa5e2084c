import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { loadWebConfig } from './config/web-config';
import { startAuth } from './features/auth/start-auth';
import { App } from './app/app';

const root = createRoot(document.getElementById('root')!);

loadWebConfig()
  .then((config) => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // Amplify loads once the first frame has painted, so its code does not compete with that
    // render on a slow phone (features/auth/start-auth.ts). A tab opened in the background paints
    // no frame until shown: there it loads at once.
    if (document.hidden) startAuth(config);
    else requestAnimationFrame(() => setTimeout(() => startAuth(config)));
  })
  .catch((err: unknown) => {
    console.error(err);
    root.render(
      <main className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold">vCISO Hub is unavailable</h1>
        <p className="mt-2 text-muted-foreground">
          The service could not be reached. Please try again shortly.
        </p>
      </main>,
    );
  });

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { loadWebConfig } from './config/web-config';
import { startAuth } from './features/auth/start-auth';
import { App } from './app/app';

const root = createRoot(document.getElementById('root')!);

loadWebConfig()
  .then((config) => {
    // Amplify loads beside the first render, not before it (features/auth/start-auth.ts).
    startAuth(config);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
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

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from './lib/auth';
import { loadConfig } from './lib/config';
import { startErrorReporting } from './lib/error-reporting';
import { App } from './app/App';

const root = createRoot(document.getElementById('root')!);

loadConfig()
  .then(async (config) => {
    void startErrorReporting(config.errorReporting);
    // The session cookie, if any, signs the page in before its first screen (a reload stays signed in).
    await restoreSession();
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>Polyloop could not start</h1>
        <p role="alert">The app configuration could not be loaded. Please reload the page in a moment.</p>
      </main>,
    );
  });

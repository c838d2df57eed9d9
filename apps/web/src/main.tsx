import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { config } from './lib/config.ts';

if (config.sentryDsn) {
  const dsn = config.sentryDsn;
  void import('./lib/sentry.ts').then(({ initSentry }) => initSentry(dsn));
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

import './app/mantineBase';
import './app/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryKeys } from './api/keys';
import { App } from './app/App';
import { AppProviders } from './app/providers/AppProviders';
import { queryClient } from './app/queryClient';
import { preloadRoute } from './app/routes';
import { fetchSession, wasSignedIn } from './app/session';

// Before the first render, in parallel: the session, and the chunks of the page asked for.
void queryClient.prefetchQuery({ queryKey: queryKeys.session, queryFn: fetchSession });
preloadRoute(window.location.pathname, wasSignedIn());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createApp } from './app/app';
import { AppProviders } from './app/providers';
import { ensureFirstVisitCookie } from './app/first-visit';
import './app/global.css';

ensureFirstVisitCookie();
const { queryClient, router } = createApp();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      {/*
        No transitions for route changes: in one the URL changes at once while the old page stays on screen, and
        usable, until the new render commits, which a busy page (an upload's progress) can put off for seconds; a
        click meanwhile acted on the folder left behind (a file uploaded into it showed, then "vanished").
      */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  </StrictMode>,
);
